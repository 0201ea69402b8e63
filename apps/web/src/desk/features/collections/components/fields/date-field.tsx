import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass, labelClass } from '../../../../ui/styles';
import { FieldError } from '../../../editing/components/field-error';
import { useEntryField } from '../entry-form-context';

type Props = { path: DocumentPath; label: string; hint?: string; isOptional?: boolean };

/** A calendar date, stored as `YYYY-MM-DD` (the browser's own date picker). */
export function DateField({ path, label, hint, isOptional }: Props) {
  const field = useEntryField(path);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {hintId && (
        <p id={hintId} className="mb-1 text-sm text-steel-700">
          {hint}
        </p>
      )}
      <input
        id={field.id}
        type="date"
        className={`${inputClass} max-w-56`}
        value={typeof field.value === 'string' ? field.value : ''}
        required={!isOptional}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[hintId, field.errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) =>
          field.set(event.target.value === '' && isOptional ? undefined : event.target.value)
        }
      />
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
