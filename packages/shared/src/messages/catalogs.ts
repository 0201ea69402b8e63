import { type Locale, perLocale } from '../locales';
import { siteLanguageFiles } from './site-language-files';
import type { Messages } from './types';

/**
 * Every language's site catalog (`<locale>/site.json`, decision 205: a folder per language). The site's
 * pages load one language each through their locale bundle; this record is for the server and tests.
 */
export const messageCatalogs: Record<Locale, Messages> = perLocale(
  (locale) => siteLanguageFiles[locale].site,
);
