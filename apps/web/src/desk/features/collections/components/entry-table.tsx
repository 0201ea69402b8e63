import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntrySummary } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, languageName } from '../../../lib/format';
import { useSiteLocales } from '../../../lib/use-site-locales';
import { ColumnHeaders } from '../../../ui/column-headers';
import { linkClass } from '../../../ui/styles';
import { EntryStatus } from './entry-status';

type Props = { collection: CollectionId; entries: EntrySummary[] };

/** A collection's entries: title, status, languages it is written in and missing, and the last change. */
export function EntryTable({ collection, entries }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const siteLocales = useSiteLocales();
  const messages = t.collections.list;
  const columns = messages.columns;
  const editorPath = (entry: EntrySummary, locale: string) =>
    `/desk/collections/${collection}/${entry.id}/${locale}`;

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          {formatPlural(deskLocale, messages.caption, entries.length, {
            collection: t.collections.names[collection],
          })}
        </caption>
        <ColumnHeaders
          labels={[columns.title, columns.status, columns.translated, columns.missing, columns.updated]}
          rowClassName="border-b border-steel-300"
          cellClassName="p-2"
        />
        <tbody>
          {entries.map((entry) => {
            const title = entry.title || t.collections.editor.untitled;
            const translated = siteLocales.filter(
              (locale) => locale === defaultLocale || entry.translatedLocales.includes(locale),
            );
            const missing = siteLocales.filter((locale) => !translated.includes(locale));
            return (
              <tr key={entry.id} className="border-b border-steel-200 align-top">
                <th scope="row" className="p-2 font-normal">
                  <Link
                    to={editorPath(entry, defaultLocale)}
                    className={linkClass}
                    aria-label={formatMessage(messages.editLabel, {
                      title,
                      language: languageName(defaultLocale, deskLocale),
                    })}
                  >
                    {title}
                  </Link>
                  {entry.slug && <span className="block text-sm text-steel-700">{entry.slug}</span>}
                </th>
                <td className="p-2">
                  <EntryStatus entry={entry} />
                </td>
                <td className="p-2">
                  <LanguageLinks
                    locales={translated}
                    to={(locale) => editorPath(entry, locale)}
                    label={(language) => formatMessage(messages.editLabel, { title, language })}
                  />
                </td>
                <td className="p-2">
                  {missing.length === 0 ? (
                    <span className="text-steel-700">{messages.allTranslated}</span>
                  ) : (
                    <LanguageLinks
                      locales={missing}
                      to={(locale) => editorPath(entry, locale)}
                      label={(language) => formatMessage(messages.translateLabel, { title, language })}
                    />
                  )}
                  <ShownInstead entry={entry} siteLocales={siteLocales} />
                </td>
                <td className="p-2 text-sm text-steel-800">
                  {entry.draftUpdatedAt
                    ? formatMessage(messages.updatedBy, {
                        name: entry.draftUpdatedBy?.name ?? t.collections.conflict.someone,
                        time: formatDateTime(entry.draftUpdatedAt, deskLocale),
                      })
                    : t.none}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type LanguageLinksProps = {
  locales: string[];
  to: (locale: string) => string;
  /** The link's accessible name, from the language's name in the desk's language. */
  label: (language: string) => string;
};

/** One entry's languages as links to its editor in each: those written, or those still to translate. */
function LanguageLinks({ locales, to, label }: LanguageLinksProps) {
  const { locale: deskLocale } = useDeskI18n();
  return (
    <ul className="flex flex-wrap gap-x-3">
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            to={to(locale)}
            className={`${linkClass} inline-flex min-h-6 items-center`}
            aria-label={label(languageName(locale, deskLocale))}
          >
            {languageName(locale, deskLocale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The offered languages that show the entry in another language by an editor's choice (decision 202). */
function ShownInstead({ entry, siteLocales }: { entry: EntrySummary; siteLocales: readonly Locale[] }) {
  const { t, locale: deskLocale } = useDeskI18n();
  const byShown = new Map<Locale, Locale[]>();
  for (const language of entry.languages) {
    if (language.state !== 'shownIn' || !language.shownIn || !siteLocales.includes(language.locale)) continue;
    byShown.set(language.shownIn, [...(byShown.get(language.shownIn) ?? []), language.locale]);
  }
  if (byShown.size === 0) return null;
  const list = new Intl.ListFormat(deskLocale, { type: 'conjunction' });
  return [...byShown].map(([shown, languages]) => (
    <p key={shown} className="mt-1 text-sm text-steel-800">
      {formatMessage(t.fallbacks.list.shownInstead, {
        language: languageName(shown, deskLocale),
        languages: list.format(languages.map((code) => languageName(code, deskLocale))),
      })}
    </p>
  ));
}
