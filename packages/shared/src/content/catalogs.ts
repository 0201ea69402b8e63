import type { Locale } from '../locales';
import { arContent } from './ar';
import { deContent } from './de';
import { enContent } from './en';
import { frContent } from './fr';
import type { SiteContent } from './schema';

/** Every language's seed content; the record type makes a missing language a compile error. */
export const contentCatalogs: Record<Locale, SiteContent> = {
  en: enContent,
  de: deContent,
  fr: frContent,
  ar: arContent,
};
