/** The languages the public site and the desk are written in. The first one is the fallback. */
export const locales = ['en', 'de'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tags used in `hreflang`, `og:locale` and `Intl` calls. */
export const localeTags: Record<Locale, { hreflang: string; ogLocale: string; dir: 'ltr' | 'rtl' }> = {
  en: { hreflang: 'en', ogLocale: 'en_GB', dir: 'ltr' },
  de: { hreflang: 'de', ogLocale: 'de_DE', dir: 'ltr' },
};
