import { richTextSchema, richTextToPlainText } from '@sitedesk/shared/collections/rich-text';
import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Languages } from 'lucide-react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { languageName } from '../../../../lib/format';
import { FieldError } from '../../../../ui/field-error';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { useEntryField, useEntryForm } from '../entry-form-context';

const isBlank = (value: unknown) => {
  const parsed = richTextSchema.safeParse(value);
  return !parsed.success || richTextToPlainText(parsed.data).trim() === '';
};

/** A rich text (body, description, offer); in a translation the default language's words while it is blank. */
export function RichTextField({ fieldKey, label }: { fieldKey: string; label: string }) {
  const { t, locale: deskLocale } = useDeskI18n();
  const { locale, media } = useEntryForm();
  const field = useEntryField([fieldKey]);
  const parsedFallback = richTextSchema.safeParse(field.fallbackValue);
  const fallbackText = parsedFallback.success ? richTextToPlainText(parsedFallback.data) : '';
  const isMissing = locale !== defaultLocale && fallbackText !== '' && isBlank(field.value);
  const missingId = isMissing ? `${field.id}-missing` : undefined;

  return (
    <div>
      <RichTextEditor
        id={field.id}
        label={label}
        value={field.value}
        onChange={field.set}
        locale={locale}
        media={media}
        describedBy={[missingId, field.errorId].filter(Boolean).join(' ') || undefined}
        isInvalid={Boolean(field.error)}
      />
      {missingId && (
        <div
          id={missingId}
          className="mt-1 rounded-card border border-signal-700 bg-signal-300/20 p-2 text-sm"
        >
          <p className="flex items-center gap-1 font-semibold text-signal-800">
            <Languages aria-hidden="true" className="size-4 shrink-0" />
            {formatMessage(t.collections.richText.placeholderFrom, {
              language: languageName(defaultLocale, deskLocale),
            })}
          </p>
          <p lang={defaultLocale} className="line-clamp-4 whitespace-pre-line text-steel-800 italic">
            {fallbackText}
          </p>
        </div>
      )}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
