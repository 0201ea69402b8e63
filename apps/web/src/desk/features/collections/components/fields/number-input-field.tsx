import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass } from '../../../../ui/styles';
import { EntryFieldFrame } from './entry-field-frame';

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
  return (
    <EntryFieldFrame path={path} label={label} hint={hint}>
      {(control, field) => (
        <input
          {...control}
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          step={step}
          min={min}
          max={max}
          className={`${inputClass} max-w-40`}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(event) => field.set(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      )}
    </EntryFieldFrame>
  );
}
