import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { labelClass } from './styles';

/** What the control inside a frame carries so that its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  /** Routing's and the templates' forms say their hints a shade lighter than the editors do. */
  hintTone?: 'lighter' | undefined;
  error: string | undefined;
  errorId: string | undefined;
  /** Another element that describes the control (a translation's missing-text note), shown by `note`. */
  noteId?: string | undefined;
  note?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** The one frame of both editors' single-value fields: label, hint, the control, a note and the error. */
const hintClasses = { default: 'mb-1 text-sm text-steel-700', lighter: 'mb-1 text-sm text-steel-600' };

export function FieldFrame({ id, label, hint, hintTone, error, errorId, noteId, note, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hintId && (
        <p id={hintId} className={hintClasses[hintTone ?? 'default']}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {note}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
