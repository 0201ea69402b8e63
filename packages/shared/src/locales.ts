/**
 * The languages the public site can be offered in (decision 211): every one Sitedesk ships the visitor's
 * texts for — navigation, the form and its messages, the visitor's mails and page (`messages/<locale>/`).
 * The first one is the fallback: content not yet translated shows in it. Which of them a running site
 * offers is the editors' choice (the site-languages screen), SITE_LOCALES until they make one (decision 132).
 * The order is the language switch's and the sitemap's: the four the project started with, then by code.
 */
export const locales = [
  'en',
  'de',
  'fr',
  'ar',
  'bg',
  'cs',
  'da',
  'el',
  'es',
  'et',
  'fi',
  'ga',
  'hr',
  'hu',
  'it',
  'ja',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
  'tr',
  'zh',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The languages the staff's desk is written in (`messages/<locale>/desk.json`, staff mails): fewer than
 * the site's, because a desk language means the whole tool, its mails and its errors. A site language
 * that is not one of them is still edited, answered and reported on from a desk in another language.
 * The order is the desk's language chooser's: the four the desk started with, then by code.
 */
export const deskLocales = [
  'en',
  'de',
  'fr',
  'ar',
  'cs',
  'es',
  'it',
  'pl',
] as const satisfies readonly Locale[];

export type DeskLocale = (typeof deskLocales)[number];

export function isDeskLocale(value: unknown): value is DeskLocale {
  return typeof value === 'string' && (deskLocales as readonly string[]).includes(value);
}

/**
 * The desk language for a request or a member in `locale`: the language itself where the desk is written
 * in it, English otherwise.
 */
export function deskLocaleOf(locale: Locale): DeskLocale {
  return isDeskLocale(locale) ? locale : 'en';
}

/** A record with one value per site language, computed from the language. */
export function perLocale<T>(valueFor: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, valueFor(locale)])) as Record<Locale, T>;
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
  // European Portuguese (the EU's official language; the company's Porto site writes it) and simplified
  // Chinese carry their variant in `lang`; the path keeps the short code (`/pt`, `/zh`).
  bg: { hreflang: 'bg', ogLocale: 'bg_BG', dir: 'ltr', intl: 'bg' },
  cs: { hreflang: 'cs', ogLocale: 'cs_CZ', dir: 'ltr', intl: 'cs' },
  da: { hreflang: 'da', ogLocale: 'da_DK', dir: 'ltr', intl: 'da' },
  el: { hreflang: 'el', ogLocale: 'el_GR', dir: 'ltr', intl: 'el' },
  es: { hreflang: 'es', ogLocale: 'es_ES', dir: 'ltr', intl: 'es' },
  et: { hreflang: 'et', ogLocale: 'et_EE', dir: 'ltr', intl: 'et' },
  fi: { hreflang: 'fi', ogLocale: 'fi_FI', dir: 'ltr', intl: 'fi' },
  ga: { hreflang: 'ga', ogLocale: 'ga_IE', dir: 'ltr', intl: 'ga' },
  hr: { hreflang: 'hr', ogLocale: 'hr_HR', dir: 'ltr', intl: 'hr' },
  hu: { hreflang: 'hu', ogLocale: 'hu_HU', dir: 'ltr', intl: 'hu' },
  it: { hreflang: 'it', ogLocale: 'it_IT', dir: 'ltr', intl: 'it' },
  ja: { hreflang: 'ja', ogLocale: 'ja_JP', dir: 'ltr', intl: 'ja' },
  lt: { hreflang: 'lt', ogLocale: 'lt_LT', dir: 'ltr', intl: 'lt' },
  lv: { hreflang: 'lv', ogLocale: 'lv_LV', dir: 'ltr', intl: 'lv' },
  mt: { hreflang: 'mt', ogLocale: 'mt_MT', dir: 'ltr', intl: 'mt' },
  nl: { hreflang: 'nl', ogLocale: 'nl_NL', dir: 'ltr', intl: 'nl' },
  pl: { hreflang: 'pl', ogLocale: 'pl_PL', dir: 'ltr', intl: 'pl' },
  pt: { hreflang: 'pt-PT', ogLocale: 'pt_PT', dir: 'ltr', intl: 'pt-PT' },
  ro: { hreflang: 'ro', ogLocale: 'ro_RO', dir: 'ltr', intl: 'ro' },
  sk: { hreflang: 'sk', ogLocale: 'sk_SK', dir: 'ltr', intl: 'sk' },
  sl: { hreflang: 'sl', ogLocale: 'sl_SI', dir: 'ltr', intl: 'sl' },
  sv: { hreflang: 'sv', ogLocale: 'sv_SE', dir: 'ltr', intl: 'sv' },
  tr: { hreflang: 'tr', ogLocale: 'tr_TR', dir: 'ltr', intl: 'tr' },
  zh: { hreflang: 'zh-Hans', ogLocale: 'zh_CN', dir: 'ltr', intl: 'zh-Hans' },
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
  // Named by the bare language ("Português", "中文"), as choosers list them, not by the variant the tag pins.
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
