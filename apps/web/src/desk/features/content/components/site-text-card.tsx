import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { TextValue } from '@sitedesk/shared/messages/text-overrides';
import type { SiteText } from '@sitedesk/shared/site-texts-api';
import type { ReactNode } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, languageName } from '../../../lib/format';
import { cardClass } from '../../../ui/styles';

/** A text as one line: a plural message's forms side by side. */
function shown(value: TextValue): string {
  return typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([form, text]) => `${form}: ${text}`)
        .join(' · ');
}

/**
 * One text of the search: its key, English and the language's shipped text side by side (each marked with
 * its language and direction), the correction and its state; `children` are its actions or its editor.
 */
export function SiteTextCard({
  id,
  text,
  locale,
  children,
}: {
  id: string;
  text: SiteText;
  locale: Locale;
  children: ReactNode;
}) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.siteTexts;
  const { dir, hreflang } = localeTags[locale];
  const name = languageName(locale, deskLocale);
  const current = text.draft ?? text.published;
  const state = text.isPending
    ? text.draft === null
      ? texts.stateResetPending
      : texts.statePending
    : text.published === null
      ? texts.stateShipped
      : texts.stateCorrected;

  return (
    <li className={cardClass} aria-labelledby={id}>
      <h3 id={id} className="font-semibold break-all text-petrol-900">
        <code dir="ltr">{text.key}</code>{' '}
        <span className="font-normal text-steel-700">({texts.catalogs[text.catalog]})</span>
      </h3>
      <dl className="mt-2 grid gap-2 md:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-steel-700">{texts.english}</dt>
          <dd lang="en" dir="ltr" className="break-words">
            {shown(text.english)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-steel-700">
            {texts.shipped} ({name})
          </dt>
          <dd lang={hreflang} dir={dir} className="break-words">
            {shown(text.shipped)}
          </dd>
        </div>
        {current !== null && (
          <div className="md:col-span-2">
            <dt className="text-sm font-semibold text-steel-700">{texts.yourText}</dt>
            <dd lang={hreflang} dir={dir} className="break-words">
              {shown(current)}
            </dd>
          </div>
        )}
        <div className="md:col-span-2">
          <dt className="text-sm font-semibold text-steel-700">{texts.state}</dt>
          <dd>
            <span className="block">{state}</span>
            {text.draftUpdatedAt && text.draftUpdatedByName && (
              <span className="block text-sm text-steel-700">
                {formatMessage(texts.changedBy, {
                  name: text.draftUpdatedByName,
                  time: formatDateTime(text.draftUpdatedAt, deskLocale),
                })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
