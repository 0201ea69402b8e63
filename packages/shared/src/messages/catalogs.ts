import type { Locale } from '../locales';
import ar from './ar/site.json';
import de from './de/site.json';
import en from './en/site.json';
import fr from './fr/site.json';
import type { Messages } from './types';

/**
 * Every language's site catalog (`<locale>/site.json`, decision 205: a folder per language); the record type
 * makes a missing language a compile error. The site's pages load one language each through their locale
 * bundle; this record is for the server and tests.
 */
export const messageCatalogs: Record<Locale, Messages> = { en, de, fr, ar };
