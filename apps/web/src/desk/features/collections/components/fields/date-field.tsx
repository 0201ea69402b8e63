import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass } from '../../../../ui/styles';
import { EntryFieldFrame } from './entry-field-frame';

type Props = { path: DocumentPath; label: string; hint?: string; isOptional?: boolean };

/** A calendar date, stored as `YYYY-MM-DD` (the browser's own date picker). */
export function DateField({ path, label, hint, isOptional }: Props) {
  return (
    <EntryFieldFrame path={path} label={label} hint={hint}>
      {(control, field) => (
        <input
          {...control}
          type="date"
          className={`${inputClass} max-w-56`}
          value={typeof field.value === 'string' ? field.value : ''}
          required={!isOptional}
          onChange={(event) =>
            field.set(event.target.value === '' && isOptional ? undefined : event.target.value)
          }
        />
      )}
    </EntryFieldFrame>
  );
}
