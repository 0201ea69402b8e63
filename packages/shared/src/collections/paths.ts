import { isLocale, type Locale, perLocale } from '../locales';
import { pageIds, pathFor } from '../routes';
import { type CollectionId, type NewsCategory, newsCategories, slugPattern } from './entries';

/** Like the pages' segments (`routes.ts`): the languages with translated demo content have their own. */
const translatedSegments: Partial<Record<Locale, Record<'news' | 'careers', string>>> = {
  de: { news: 'aktuelles', careers: 'karriere' },
  fr: { news: 'actualites', careers: 'carrieres' },
  cs: { news: 'aktuality', careers: 'kariera' },
  pt: { news: 'noticias', careers: 'carreiras' },
  es: { news: 'noticias', careers: 'empleo' },
};

/**
 * Where collection entries live on the site. Products sit under the solutions page (`/en/solutions/{slug}`,
 * `/de/loesungen/{slug}`); news and jobs under their own localized segment. Entry slugs are per language.
 */
export const collectionSegments: Record<'news' | 'careers', Record<Locale, string>> = {
  news: perLocale((locale) => translatedSegments[locale]?.news ?? 'news'),
  careers: perLocale((locale) => translatedSegments[locale]?.careers ?? 'careers'),
};

/** News list pages hold this many entries, newest first. */
export const newsPageSize = 12;

/** The home page shows this many of the newest news entries. */
export const homeNewsCount = 3;

function collectionBase(collection: CollectionId, locale: Locale): string {
  if (collection === 'pages') return `/${locale}`;
  if (collection === 'products') return pathFor('solutions', locale);
  const segment = collectionSegments[collection === 'news' ? 'news' : 'careers'][locale];
  return `/${locale}/${segment}`;
}

/** `/en/news`, `/en/news/page/2`, `/en/news/category/trade-fairs`, `/en/news/category/press/page/3`. */
export function newsListPath(locale: Locale, pageNumber = 1, category?: NewsCategory): string {
  const base = collectionBase('news', locale) + (category ? `/category/${category}` : '');
  return pageNumber > 1 ? `${base}/page/${pageNumber}` : base;
}

/** `/en/careers`: every open job. */
export function jobsListPath(locale: Locale): string {
  return collectionBase('jobs', locale);
}

/** The Atom feed of a language's news: `/en/news/feed.xml`. */
export function newsFeedPath(locale: Locale): string {
  return `${collectionBase('news', locale)}/feed.xml`;
}

/**
 * The first path segments an editor's page cannot take in a language: the fixed pages' and the collections'
 * (and `media`, `desk`, `api` are never under a language). A page's slug is checked against them on save.
 */
export function reservedPageSlugs(locale: Locale): Set<string> {
  const fixed = pageIds.map((page) => pathFor(page, locale).split('/')[2]).filter(Boolean) as string[];
  return new Set([...fixed, collectionSegments.news[locale], collectionSegments.careers[locale]]);
}

/** An entry's page: `/en/news/{slug}`, `/de/loesungen/{slug}`, `/en/careers/{slug}`, `/en/{slug}` (pages). */
export function entryPath(collection: CollectionId, locale: Locale, slug: string): string {
  return `${collectionBase(collection, locale)}/${slug}`;
}

export type CollectionRoute =
  | { kind: 'newsList'; locale: Locale; pageNumber: number; category?: NewsCategory }
  | { kind: 'newsFeed'; locale: Locale }
  | { kind: 'jobsList'; locale: Locale }
  | { kind: 'entry'; collection: CollectionId; locale: Locale; slug: string };

/** The collection route a path names (paths end without a slash); `undefined` for anything else. */
export function matchCollectionPath(path: string): CollectionRoute | undefined {
  const [, first, second, ...rest] = path.split('/');
  if (!isLocale(first) || second === undefined) return undefined;
  const locale = first;
  const isPage = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,4}$/.test(value);
  if (second === collectionSegments.news[locale]) {
    if (rest.length === 0) return { kind: 'newsList', locale, pageNumber: 1 };
    if (rest.length === 1 && rest[0] === 'feed.xml') return { kind: 'newsFeed', locale };
    if (rest.length === 2 && rest[0] === 'page' && isPage(rest[1]) && rest[1] !== '1')
      return { kind: 'newsList', locale, pageNumber: Number(rest[1]) };
    const category = newsCategories.find((name) => name === rest[1]);
    if (rest[0] === 'category' && category) {
      if (rest.length === 2) return { kind: 'newsList', locale, pageNumber: 1, category };
      if (rest.length === 4 && rest[2] === 'page' && isPage(rest[3]) && rest[3] !== '1')
        return { kind: 'newsList', locale, pageNumber: Number(rest[3]), category };
    }
    if (rest.length === 1 && slugPattern.test(rest[0] ?? ''))
      return { kind: 'entry', collection: 'news', locale, slug: rest[0] ?? '' };
    return undefined;
  }
  if (second === collectionSegments.careers[locale]) {
    if (rest.length === 0) return { kind: 'jobsList', locale };
    if (rest.length === 1 && slugPattern.test(rest[0] ?? ''))
      return { kind: 'entry', collection: 'jobs', locale, slug: rest[0] ?? '' };
    return undefined;
  }
  if (`/${locale}/${second}` === pathFor('solutions', locale) && rest.length === 1) {
    const slug = rest[0] ?? '';
    return slugPattern.test(slug) ? { kind: 'entry', collection: 'products', locale, slug } : undefined;
  }
  if (rest.length === 0 && slugPattern.test(second) && !reservedPageSlugs(locale).has(second))
    return { kind: 'entry', collection: 'pages', locale, slug: second };
  return undefined;
}
