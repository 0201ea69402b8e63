import { defaultLocale, localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Languages } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { type DocumentPath, fieldId, getAt, isMissingTranslation } from '../../../lib/document-path';
import { inputClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { ContentFieldFrame } from './content-field-frame';
import { useContentForm } from './content-form-context';

type Props = {
  node: Extract<FieldNode, { kind: 'text' }>;
  path: DocumentPath;
  label: string;
  context?: string | undefined;
  value: unknown;
};

/**
 * One text. In a translation the English text is the placeholder and, while the field is blank, is shown
 * with a visible mark, because the public site then falls back to it.
 */
export function TextField({ node, path, label, context, value }: Props) {
  const { t } = useDeskI18n();
  const { locale, fallback, setValue } = useContentForm();
  const text = typeof value === 'string' ? value : '';
  const english = locale === defaultLocale ? undefined : getAt(fallback, path);
  const englishText = typeof english === 'string' ? english : undefined;
  const isMissing = locale !== defaultLocale && isMissingTranslation(value, english);
  const hint =
    node.maxLength !== null ? formatMessage(t.content.fields.maxLength, { max: node.maxLength }) : undefined;
  const missingId = isMissing ? `${fieldId(path)}-missing` : undefined;
  const onChange = (next: string) => setValue(path, next === '' && node.isOptional ? undefined : next);

  return (
    <ContentFieldFrame
      path={path}
      label={label}
      context={context}
      hint={hint}
      noteId={missingId}
      note={
        isMissing && (
          <div
            id={missingId}
            className="mt-1 rounded-card border border-signal-700 bg-signal-300/20 p-2 text-sm"
          >
            <p className="flex items-center gap-1 font-semibold text-signal-800">
              <Languages aria-hidden="true" className="size-4 shrink-0" />
              {t.content.fields.missingTranslation}
            </p>
            <p className="text-steel-800">
              {t.content.fields.englishText}{' '}
              <span lang="en" className="italic">
                {englishText}
              </span>
            </p>
          </div>
        )
      }
    >
      {(control) => {
        const common = {
          ...control,
          value: text,
          placeholder: englishText,
          maxLength: node.maxLength ?? undefined,
          className: inputClass,
          // The text is in the edited language, whatever the desk's: Arabic reads right to left as typed, while
          // a phone number or a URL in the same form stays left to right (`auto` goes by the first strong letter).
          lang: localeTags[locale].hreflang,
          dir: 'auto',
        } as const;
        return node.isMultiline ? (
          <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={node.inputType}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </ContentFieldFrame>
  );
}
