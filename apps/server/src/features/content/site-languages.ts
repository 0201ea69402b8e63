import type { Database } from '@sitedesk/db/client';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { ContentOverview } from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { can } from '@sitedesk/shared/permissions';
import type { SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import {
  changeSiteLanguages,
  type SiteLanguageChange,
  selectChosenSiteLanguages,
  selectTranslatedEntryCounts,
} from './site-languages-repository';

export type SiteLanguagesService = ReturnType<typeof createSiteLanguagesService>;

/**
 * Which languages the public site offers (decision 151): the editors' choice once they made one, else
 * SITE_LOCALES. A change renders the pages again here and tells the other instances, as a publish does.
 */
export function createSiteLanguagesService(deps: {
  db: Database;
  /** SITE_LOCALES: what a site offers until an editor changes it. */
  configured: readonly Locale[];
  /** The content overview, for how far each language is translated. */
  sectionsOverview: () => Promise<Pick<ContentOverview, 'sections'>>;
  /** Renders the pages with the new languages and tells the other instances; resolves when they are live. */
  onChanged: () => Promise<void>;
}) {
  const offered = async (): Promise<Locale[]> =>
    (await selectChosenSiteLanguages(deps.db)) ?? [...deps.configured];

  async function overview(): Promise<SiteLanguagesOverview> {
    const [chosen, { sections }, entryCounts] = await Promise.all([
      selectChosenSiteLanguages(deps.db),
      deps.sectionsOverview(),
      selectTranslatedEntryCounts(deps.db),
    ]);
    const totalEntries = entryCounts.get(defaultLocale) ?? 0;
    const offeredNow = chosen ?? deps.configured;
    return {
      isChosenInDesk: chosen !== undefined,
      languages: locales.map((locale) => {
        const own = sections.filter((summary) => summary.locale === locale);
        return {
          locale,
          isOffered: offeredNow.includes(locale),
          isDefault: locale === defaultLocale,
          // A section not yet stored in a language shows in English throughout: not translated.
          translatedSections: own.filter((summary) => summary.missingTranslations === 0).length,
          totalSections: contentSectionKeys.length,
          missingTranslations: own.reduce((total, summary) => total + summary.missingTranslations, 0),
          translatedEntries: entryCounts.get(locale) ?? 0,
          totalEntries,
        };
      }),
    };
  }

  async function change(staff: Staff, request: SiteLanguageChange): Promise<SiteLanguagesOverview> {
    if (!can(staff.role, 'content:edit')) throw new AppError('forbidden');
    await changeSiteLanguages(deps.db, request, deps.configured, staff.userId);
    await deps.onChanged();
    return overview();
  }

  return {
    offered,
    overview,
    add: (staff: Staff, locale: Locale) => change(staff, { add: locale }),
    async remove(staff: Staff, locale: Locale): Promise<SiteLanguagesOverview> {
      if (locale === defaultLocale) {
        throw new AppError('validation_failed', {
          fields: { locale: { code: 'default_language_required' } },
        });
      }
      return change(staff, { remove: locale });
    },
  };
}
