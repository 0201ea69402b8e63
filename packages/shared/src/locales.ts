/**
 * The languages the code, the catalogs and the content are written in. The first one is the fallback: content
 * not yet translated shows in it. Which of them a running site offers is configuration (`SITE_LOCALES`,
 * decision 132); the build prerenders all of them.
 */
export const locales = ['en', 'de', 'fr', 'ar'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export type LocaleTag = {
  /** BCP 47 tag for `hreflang` and `lang`. */
  hreflang: string;
  /** Open Graph's `language_TERRITORY` form. */
  ogLocale: string;
  dir: 'ltr' | 'rtl';
  /**
   * The tag every `Intl` call uses. Arabic pins Latin digits (`-u-nu-latn`, decision 133): the same digits
   * as phone numbers, product data and references, and the same output from Node's ICU at build time and
   * the browser's when an island hydrates.
   */
  intl: string;
};

export const localeTags: Record<Locale, LocaleTag> = {
  en: { hreflang: 'en', ogLocale: 'en_GB', dir: 'ltr', intl: 'en' },
  de: { hreflang: 'de', ogLocale: 'de_DE', dir: 'ltr', intl: 'de' },
  fr: { hreflang: 'fr', ogLocale: 'fr_FR', dir: 'ltr', intl: 'fr' },
  // Open Graph names no territory for Modern Standard Arabic; `ar_AR` is the tag Facebook's own list uses.
  ar: { hreflang: 'ar', ogLocale: 'ar_AR', dir: 'rtl', intl: 'ar-u-nu-latn' },
};

/** The tag for `Intl` formatting in a language (see `LocaleTag.intl`). */
export function intlLocale(locale: Locale): string {
  return localeTags[locale].intl;
}

/**
 * A language's name in itself ("Deutsch", "Français", "العربية"), for language choosers: from CLDR through
 * `Intl.DisplayNames`, so a new language needs no name written into every catalog. Capitalised as a
 * chooser's item starts (CLDR writes "français" as it stands mid-sentence).
 */
export function languageEndonym(locale: Locale): string {
  const tag = localeTags[locale].hreflang;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
