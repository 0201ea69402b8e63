import { type InputHTMLAttributes, useId } from 'react';
import { FieldFrame } from './field-frame';
import { inputClass } from './styles';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

/** A labelled input whose hint and error are tied to it for screen readers. */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      errorId={error ? `${inputId}-error` : undefined}
    >
      {(control) => <input {...control} className={inputClass} {...input} />}
    </FieldFrame>
  );
}
