import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass, labelClass } from '../../../../ui/styles';
import { useEntryField } from '../entry-form-context';
import { FieldError } from './field-message';

type Props = { path: DocumentPath; label: string; min: number; max: number };

/** A whole number (a product's position in lists). */
export function NumberInputField({ path, label, min, max }: Props) {
  const field = useEntryField(path);
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <input
        id={field.id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        className={`${inputClass} max-w-40`}
        value={typeof field.value === 'number' ? field.value : ''}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.errorId}
        onChange={(event) => field.set(event.target.value === '' ? undefined : Number(event.target.value))}
      />
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
