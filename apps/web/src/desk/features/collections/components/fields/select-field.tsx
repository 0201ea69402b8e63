import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass, labelClass } from '../../../../ui/styles';
import { FieldError } from '../../../editing/components/field-error';
import { useEntryField } from '../entry-form-context';

type Props = {
  path: DocumentPath;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
};

/** One of a fixed list (a category, a job type, a location). */
export function SelectField({ path, label, options, hint }: Props) {
  const field = useEntryField(path);
  const current = typeof field.value === 'string' ? field.value : '';
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
      <select
        id={field.id}
        className={`${inputClass} max-w-96`}
        value={current}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[hintId, field.errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => field.set(event.target.value === '' ? undefined : event.target.value)}
      >
        {!options.some((option) => option.value === current) && <option value="">—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
