import type { DocumentPath } from '../../../../lib/document-path';
import { FieldFrame } from '../../../../ui/field-frame';
import { inputClass } from '../../../../ui/styles';
import { useEntryField } from '../entry-form-context';

type Props = { path: DocumentPath; label: string; hint?: string; isOptional?: boolean };

/** A calendar date, stored as `YYYY-MM-DD` (the browser's own date picker). */
export function DateField({ path, label, hint, isOptional }: Props) {
  const field = useEntryField(path);
  return (
    <FieldFrame id={field.id} label={label} hint={hint} error={field.error} errorId={field.errorId}>
      {(control) => (
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
    </FieldFrame>
  );
}
