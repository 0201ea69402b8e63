import type { Locale } from '../locales';
import { type NewsCategory, newsCategories } from './entries';
import { jobsListPath, newsListPath, newsPageSize } from './paths';
import type { PublishedCollections, SiteRoute } from './published';

/** One page the collections add to a language of the site: what it shows and where it lives. */
export type CollectionPage = { route: SiteRoute; path: string };

/**
 * Every page the collections add in one language: the news list (all news and each category, paged; the
 * first page of each category even when it is empty, since the filter links to it), the careers page and
 * each entry's page, editors' pages (`/{locale}/{slug}`) among them. The build's prerender and the service's renderer both list pages with it.
 */
export function collectionPages(collections: PublishedCollections, locale: Locale): CollectionPage[] {
  const pages: CollectionPage[] = [];
  for (const category of [undefined, ...newsCategories] as (NewsCategory | undefined)[]) {
    const count = category
      ? collections.news.filter((entry) => entry.document.category === category).length
      : collections.news.length;
    const pageCount = Math.max(1, Math.ceil(count / newsPageSize));
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
      pages.push({
        route: { kind: 'newsList', pageNumber, ...(category ? { category } : {}) },
        path: newsListPath(locale, pageNumber, category),
      });
    }
  }
  pages.push({ route: { kind: 'jobsList' }, path: jobsListPath(locale) });
  const seen = new Set(pages.map((page) => page.path));
  for (const collection of ['news', 'products', 'jobs', 'pages'] as const) {
    for (const entry of collections[collection]) {
      const path = entry.paths[locale];
      // Two entries can meet at one address only where one is shown in another language's slug (decision 202);
      // the first (newest news, first product, soonest-closing job) keeps it.
      if (!path || seen.has(path)) continue;
      seen.add(path);
      pages.push({ route: { kind: 'entry', collection, id: entry.id }, path });
    }
  }
  return pages;
}
