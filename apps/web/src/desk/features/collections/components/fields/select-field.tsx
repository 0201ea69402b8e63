import type { DocumentPath } from '../../../../lib/document-path';
import { FieldFrame } from '../../../../ui/field-frame';
import { inputClass } from '../../../../ui/styles';
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
  return (
    <FieldFrame id={field.id} label={label} hint={hint} error={field.error} errorId={field.errorId}>
      {(control) => (
        <select
          {...control}
          className={`${inputClass} max-w-96`}
          value={current}
          onChange={(event) => field.set(event.target.value === '' ? undefined : event.target.value)}
        >
          {!options.some((option) => option.value === current) && <option value="">—</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
