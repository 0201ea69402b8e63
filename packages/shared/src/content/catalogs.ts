import { type Locale, locales } from '../locales';
import { arContent } from './ar';
import { csContent } from './cs';
import { deContent } from './de';
import { enContent } from './en';
import { esContent } from './es';
import { frContent } from './fr';
import { ptContent } from './pt';
import type { SiteContent } from './schema';

/**
 * The demo company's content in the languages it is translated into (issue 29: the languages it answers
 * in). A site language without one starts as a translation not begun: English shows through until an editor
 * translates it (`seed-content.ts`).
 */
export const demoContent = {
  en: enContent,
  de: deContent,
  fr: frContent,
  ar: arContent,
  cs: csContent,
  pt: ptContent,
  es: esContent,
} satisfies DemoContent;

/** Seed content: English and any translations. */
export type DemoContent = { en: SiteContent } & Partial<Record<Locale, SiteContent>>;

export type DemoLocale = keyof typeof demoContent;

/** The languages of `demoContent`, in the code's order: what the demo site offers and the build prerenders. */
export const demoLocales: readonly DemoLocale[] = locales.filter(
  (locale): locale is DemoLocale => locale in demoContent,
);
