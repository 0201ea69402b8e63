import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { FieldFrame } from '../../../../ui/field-frame';
import { inputClass } from '../../../../ui/styles';
import { useEntryField } from '../entry-form-context';
import { MissingTranslation } from './field-message';

type Props = {
  path: DocumentPath;
  label: string;
  maxLength?: number;
  isMultiline?: boolean;
  /** Blank is stored as "not set" rather than as an empty text. */
  isOptional?: boolean;
  type?: 'text' | 'email';
  hint?: string;
};

/**
 * One text. In a translation the default language's text is the placeholder and, while the field is blank,
 * is shown with a visible mark, because the site then falls back to it.
 */
export function TextInputField({
  path,
  label,
  maxLength,
  isMultiline,
  isOptional,
  type = 'text',
  hint,
}: Props) {
  const { t } = useDeskI18n();
  const field = useEntryField(path);
  const text = typeof field.value === 'string' ? field.value : '';
  const fallbackText = typeof field.fallbackValue === 'string' ? field.fallbackValue : undefined;
  const hintText = [hint, maxLength ? formatMessage(t.collections.fields.maxLength, { max: maxLength }) : '']
    .filter(Boolean)
    .join(' ');
  const missingId = field.isMissing ? `${field.id}-missing` : undefined;
  const onChange = (next: string) => field.set(next === '' && isOptional ? undefined : next);

  return (
    <FieldFrame
      id={field.id}
      label={label}
      hint={hintText}
      error={field.error}
      errorId={field.errorId}
      noteId={missingId}
      note={missingId && <MissingTranslation id={missingId} fallbackText={fallbackText} />}
    >
      {(control) => {
        const common = {
          ...control,
          value: text,
          placeholder: fallbackText,
          maxLength,
          className: inputClass,
        };
        return isMultiline ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
