import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { ContentSectionSummary } from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { buttonSecondary, cardClass, linkClass } from '../../../ui/styles';
import { useContentOverview } from '../api/get-content-overview';

/** `/desk/content`: every section in every language the site offers, with its draft and translation state. */
export function ContentOverviewPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const overview = useContentOverview();
  const summaryOf = (section: string, locale: Locale): ContentSectionSummary | undefined =>
    overview.data?.sections.find((entry) => entry.section === section && entry.locale === locale);

  const translationState = (summary: ContentSectionSummary) => {
    if (summary.locale === defaultLocale) return null;
    if (summary.missingTranslations === 0) return t.content.overview.allTranslated;
    return formatPlural(deskLocale, t.content.overview.missing, summary.missingTranslations);
  };

  return (
    <div className="space-y-6">
      <PageHeading title={t.content.title}>{t.content.title}</PageHeading>
      <p className="max-w-prose text-steel-800">{t.content.intro}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/desk/content/languages" className={linkClass}>
            {t.content.languages.link}
          </Link>
        </li>
        <li>
          <Link to="/desk/content/texts" className={linkClass}>
            {t.siteTexts.link}
          </Link>
        </li>
        <li>
          <Link to="/desk/content/form-fields" className={linkClass}>
            {t.topicFields.link}
          </Link>
        </li>
      </ul>
      {overview.error && !overview.data ? (
        <LoadError error={overview.error} onRetry={overview.reload} />
      ) : !overview.data ? (
        <Loading />
      ) : (
        <div className={`${cardClass} overflow-x-auto`}>
          <table className="w-full text-start">
            <thead>
              <tr className="border-b border-steel-300">
                <th scope="col" className="py-2 pe-4">
                  {t.content.overview.section}
                </th>
                {overview.data.siteLocales.map((locale) => (
                  <th key={locale} scope="col" className="py-2 pe-4">
                    {languageName(locale, deskLocale)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-200">
              {contentSectionKeys.map((section) => (
                <tr key={section}>
                  <th scope="row" className="py-3 pe-4 font-semibold">
                    {t.content.sections[section]}
                  </th>
                  {overview.data?.siteLocales.map((locale) => {
                    const summary = summaryOf(section, locale);
                    const translation = summary && translationState(summary);
                    return (
                      <td key={locale} className="py-3 pe-4 align-top">
                        <Link
                          to={`/desk/content/${locale}/${section}`}
                          className={buttonSecondary}
                          aria-label={formatMessage(t.content.overview.editLabel, {
                            section: t.content.sections[section],
                            language: languageName(locale, deskLocale),
                          })}
                        >
                          {t.content.overview.edit}
                        </Link>
                        {summary && (
                          <p className="mt-1 text-sm text-steel-700">
                            {summary.hasDraft ? (
                              <strong className="text-signal-800">{t.content.overview.hasDraft}</strong>
                            ) : (
                              t.content.overview.published
                            )}
                            {translation && ` · ${translation}`}
                          </p>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
