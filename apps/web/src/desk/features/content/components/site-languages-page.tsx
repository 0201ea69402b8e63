import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { SiteLanguageState, SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ColumnHeaders } from '../../../ui/column-headers';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { buttonDanger, buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { addSiteLanguage, removeSiteLanguage } from '../api/change-site-language';
import { useSiteLanguages } from '../api/get-site-languages';
import { ContentSubpageHead } from './content-subpage-head';

type Change = { locale: Locale; isAdding: boolean };

async function applyChange({ locale, isAdding }: Change): Promise<SiteLanguagesOverview> {
  return isAdding ? addSiteLanguage({ locale }) : removeSiteLanguage(locale);
}

/**
 * `/desk/content/languages`: every language Sitedesk has, whether the site offers it and how far it is
 * translated; editors add or remove one (decision 151). Each row keeps one button whose words change, so
 * focus stays on it after a change; the result is announced.
 */
export function SiteLanguagesPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.content.languages;
  const resource = useSiteLanguages();
  const [changed, setChanged] = useState<SiteLanguagesOverview>();
  const action = useAction(applyChange);
  const errorMessage = useErrorMessage();
  const { announcement, announce } = useAnnouncement();
  const overview = changed ?? resource.data;

  const change = async (language: SiteLanguageState) => {
    // A pending change keeps its button focusable (not `disabled`), so a second press is ignored here.
    if (action.isPending) return;
    const name = languageName(language.locale, deskLocale);
    const isAdding = !language.isOffered;
    if (!isAdding && !window.confirm(formatMessage(texts.removeConfirm, { language: name }))) return;
    announce(texts.working);
    const result = await action.run({ locale: language.locale, isAdding });
    if (!result.ok) return;
    setChanged(result.value);
    announce(formatMessage(isAdding ? texts.added : texts.removed, { language: name }));
  };

  return (
    <div className="space-y-6">
      <ContentSubpageHead title={texts.title} intro={texts.intro} />
      <LiveRegion announcement={announcement} />
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      {resource.error && !overview ? (
        <LoadError error={resource.error} onRetry={resource.reload} />
      ) : !overview ? (
        <Loading />
      ) : (
        <>
          {!overview.isChosenInDesk && (
            <p className="max-w-prose text-steel-700">{texts.fromConfiguration}</p>
          )}
          <div className={`${cardClass} overflow-x-auto`}>
            <table className="w-full text-start">
              <caption className="sr-only">{texts.caption}</caption>
              <ColumnHeaders
                labels={[texts.language, texts.state, texts.progress, texts.actions]}
                rowClassName="border-b border-steel-300"
                cellClassName="py-2 pe-4"
              />
              <tbody className="divide-y divide-steel-200">
                {overview.languages.map((language) => {
                  const name = languageName(language.locale, deskLocale);
                  return (
                    <tr key={language.locale}>
                      <th scope="row" className="py-3 pe-4 font-semibold">
                        {name}
                      </th>
                      <td className="py-3 pe-4">
                        {language.isDefault
                          ? texts.isDefault
                          : language.isOffered
                            ? texts.offered
                            : texts.notOffered}
                      </td>
                      <td className="py-3 pe-4">
                        {formatMessage(t.fallbacks.siteLanguages.entriesTranslated, {
                          translated: language.translatedEntries,
                          total: language.totalEntries,
                        })}
                        {' · '}
                        {formatMessage(texts.sectionsTranslated, {
                          translated: language.translatedSections,
                          total: language.totalSections,
                        })}
                        {language.missingTranslations > 0 &&
                          ` · ${formatPlural(deskLocale, t.content.overview.missing, language.missingTranslations)}`}
                      </td>
                      <td className="py-3 pe-4">
                        {!language.isDefault && (
                          <button
                            type="button"
                            className={language.isOffered ? buttonDanger : buttonPrimary}
                            aria-disabled={action.isPending}
                            onClick={() => void change(language)}
                          >
                            {formatMessage(language.isOffered ? texts.removeLabel : texts.addLabel, {
                              language: name,
                            })}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
