import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass, labelClass } from '../../../../ui/styles';
import { FieldError } from '../../../editing/components/field-error';
import { useEntryField } from '../entry-form-context';

type Props = {
  path: DocumentPath;
  label: string;
  min: number;
  max: number;
  /** `any` for a figure that may be a fraction; whole numbers otherwise. */
  step?: number | 'any';
  hint?: string;
};

/** A number (a product's position in lists, a figure). */
export function NumberInputField({ path, label, min, max, step = 1, hint }: Props) {
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
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        min={min}
        max={max}
        className={`${inputClass} max-w-40`}
        value={typeof field.value === 'number' ? field.value : ''}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[hintId, field.errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => field.set(event.target.value === '' ? undefined : Number(event.target.value))}
      />
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
