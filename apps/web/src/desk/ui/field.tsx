import { type InputHTMLAttributes, useId } from 'react';
import { inputClass, labelClass } from './styles';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

/** A labelled input whose hint and error are tied to it for screen readers. */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-steel-600">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-signal-800">
          {error}
        </p>
      )}
    </div>
  );
}
