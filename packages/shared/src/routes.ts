import { isLocale, type Locale, locales } from './locales';

/**
 * Every public page, by a stable id. The URL segment is localized per language so German visitors read
 * German addresses; the id is what code, content and the sitemap refer to.
 */
export const pageIds = [
  'home',
  'solutions',
  'sustainability',
  'company',
  'contact',
  'imprint',
  'privacy',
] as const;

export type PageId = (typeof pageIds)[number];

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && (pageIds as readonly string[]).includes(value);
}

const slugs: Record<PageId, Record<Locale, string>> = {
  home: { en: '', de: '', fr: '', ar: '' },
  solutions: { en: 'solutions', de: 'loesungen', fr: 'solutions', ar: 'solutions' },
  sustainability: { en: 'sustainability', de: 'nachhaltigkeit', fr: 'durabilite', ar: 'sustainability' },
  company: { en: 'company', de: 'unternehmen', fr: 'entreprise', ar: 'company' },
  contact: { en: 'contact', de: 'kontakt', fr: 'contact', ar: 'contact' },
  imprint: { en: 'imprint', de: 'impressum', fr: 'mentions-legales', ar: 'imprint' },
  privacy: { en: 'privacy', de: 'datenschutz', fr: 'confidentialite', ar: 'privacy' },
};

/** The site-relative path of a page, e.g. `pathFor('contact', 'de')` → `/de/kontakt`. */
export function pathFor(page: PageId, locale: Locale): string {
  const slug = slugs[page][locale];
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

export type PageMatch = { page: PageId; locale: Locale };

/** Finds the page a path names; `undefined` for anything else. Paths end without a slash. */
export function matchPage(path: string): PageMatch | undefined {
  const [, first, second, ...rest] = path.split('/');
  if (!isLocale(first) || rest.length > 0) return undefined;
  const page = pageIds.find((id) => slugs[id][first] === (second ?? ''));
  return page ? { page, locale: first } : undefined;
}

/** The locale a path starts with, if any: used to pick the language of a 404 page. */
export function localeOfPath(path: string): Locale | undefined {
  const first = path.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/**
 * Every page in every language: what the build prerenders. The service passes the languages the site
 * offers (SITE_LOCALES) for what it serves and the sitemap lists.
 */
export function allPages(pageLocales: readonly Locale[] = locales): PageMatch[] {
  return pageLocales.flatMap((locale) => pageIds.map((page) => ({ page, locale })));
}
