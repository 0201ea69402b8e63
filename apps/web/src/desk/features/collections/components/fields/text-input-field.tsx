import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { DocumentPath } from '../../../../lib/document-path';
import { inputClass, labelClass } from '../../../../ui/styles';
import { FieldError } from '../../../editing/components/field-error';
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
  const hintId = hintText ? `${field.id}-hint` : undefined;
  const missingId = field.isMissing ? `${field.id}-missing` : undefined;
  const describedBy = [hintId, missingId, field.errorId].filter(Boolean).join(' ') || undefined;
  const onChange = (next: string) => field.set(next === '' && isOptional ? undefined : next);
  const common = {
    id: field.id,
    value: text,
    placeholder: fallbackText,
    maxLength,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  } as const;

  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {hintId && (
        <p id={hintId} className="mb-1 text-sm text-steel-700">
          {hintText}
        </p>
      )}
      {isMultiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {missingId && <MissingTranslation id={missingId} fallbackText={fallbackText} />}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
