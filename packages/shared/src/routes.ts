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

/** The pages' URL segments in English: every language uses them unless it names a page its own way. */
const englishSlugs: Record<PageId, string> = {
  home: '',
  solutions: 'solutions',
  sustainability: 'sustainability',
  company: 'company',
  contact: 'contact',
  imprint: 'imprint',
  privacy: 'privacy',
};

/**
 * The languages whose demo content is translated name pages in their own words (ASCII, so an address
 * survives being typed and pasted); the others, and languages not written in Latin letters, keep English's.
 */
const translatedSlugs: Partial<Record<Locale, Partial<Record<PageId, string>>>> = {
  de: {
    solutions: 'loesungen',
    sustainability: 'nachhaltigkeit',
    company: 'unternehmen',
    contact: 'kontakt',
    imprint: 'impressum',
    privacy: 'datenschutz',
  },
  fr: {
    sustainability: 'durabilite',
    company: 'entreprise',
    imprint: 'mentions-legales',
    privacy: 'confidentialite',
  },
  cs: {
    solutions: 'reseni',
    sustainability: 'udrzitelnost',
    company: 'spolecnost',
    contact: 'kontakt',
    imprint: 'provozovatel',
    privacy: 'ochrana-osobnich-udaju',
  },
  pt: {
    solutions: 'solucoes',
    sustainability: 'sustentabilidade',
    company: 'empresa',
    contact: 'contacto',
    imprint: 'informacao-legal',
    privacy: 'privacidade',
  },
  es: {
    solutions: 'soluciones',
    sustainability: 'sostenibilidad',
    company: 'empresa',
    contact: 'contacto',
    imprint: 'aviso-legal',
    privacy: 'privacidad',
  },
};

function slugOf(page: PageId, locale: Locale): string {
  return translatedSlugs[locale]?.[page] ?? englishSlugs[page];
}

/** The site-relative path of a page, e.g. `pathFor('contact', 'de')` → `/de/kontakt`. */
export function pathFor(page: PageId, locale: Locale): string {
  const slug = slugOf(page, locale);
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

export type PageMatch = { page: PageId; locale: Locale };

/** Finds the page a path names; `undefined` for anything else. Paths end without a slash. */
export function matchPage(path: string): PageMatch | undefined {
  const [, first, second, ...rest] = path.split('/');
  if (!isLocale(first) || rest.length > 0) return undefined;
  const page = pageIds.find((id) => slugOf(id, first) === (second ?? ''));
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
