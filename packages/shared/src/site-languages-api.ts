import { z } from 'zod';
import { isLocale, type Locale } from './locales';

/**
 * The desk's "Site languages" API (`/api/desk/site-languages`, decision 151), shared by the server and the
 * desk. Needs `content:edit`, like publishing content: adding a language publishes its pages.
 */

/** One language Sitedesk has, and how far the site's content is translated into it. */
export type SiteLanguageState = {
  locale: Locale;
  /** Whether the public site serves it now (its pages, the language switch, hreflang, the sitemap). */
  isOffered: boolean;
  /** The default language (`en`): always offered, the one untranslated texts fall back to. */
  isDefault: boolean;
  /** Sections whose draft has every text in this language (the default language: all of them). */
  translatedSections: number;
  totalSections: number;
  /** Texts across all sections that still fall back to the default language. */
  missingTranslations: number;
  /** Live entries (news, products, jobs, pages) with a published translation here (decision 202). */
  translatedEntries: number;
  /** Entries live in the default language. */
  totalEntries: number;
};

/** GET /api/desk/site-languages, and the answer of every change. */
export type SiteLanguagesOverview = {
  languages: SiteLanguageState[];
  /** Whether an editor has chosen the languages (else SITE_LOCALES, the configuration, decides). */
  isChosenInDesk: boolean;
};

/** POST /api/desk/site-languages — offers one more language on the site. */
export const addSiteLanguageRequestSchema = z.object({
  // A custom check, so that the field's code names the problem (`unknown_language`), not zod's own.
  locale: z.custom<Locale>(isLocale, 'unknown_language'),
});
export type AddSiteLanguageRequest = z.infer<typeof addSiteLanguageRequestSchema>;
