import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass } from '../../../../ui/styles';
import { EntryFieldFrame } from './entry-field-frame';

type Props = {
  path: DocumentPath;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
};

/** One of a fixed list (a category, a job type, a location). */
export function SelectField({ path, label, options, hint }: Props) {
  return (
    <EntryFieldFrame path={path} label={label} hint={hint}>
      {(control, field) => {
        const current = typeof field.value === 'string' ? field.value : '';
        return (
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
        );
      }}
    </EntryFieldFrame>
  );
}
