import type { Locale } from '../locales';
import type { PageId } from '../routes';
import type { CollectionId, JobEntry, NewsCategory, NewsEntry, PageEntry, ProductEntry } from './entries';

/**
 * What the public site renders of the collections: the published entries of one language, with the
 * translation fallback already applied, sorted as the site lists them (news newest first, products by
 * `position`, jobs by closing date; jobs past their closing date are left out). The service builds it from
 * the database, the web build's prerender from the demo entries; the page components take it as it is.
 */
export type PublishedEntry<D> = {
  id: string;
  document: D;
  /**
   * This entry's path in every language that serves it: its own translation's, or where an editor chose to
   * show it in another language (`shownIn`), that language's slug under this language's prefix.
   */
  paths: Partial<Record<Locale, string>>;
  /**
   * The languages that show this entry in another language by an editor's choice, and which (decision 202):
   * such a page is marked with the shown language (`lang`, `dir`) and left out of hreflang and the sitemap.
   */
  shownIn: Partial<Record<Locale, Locale>>;
  /** When this language's version was last published (feed `updated`, sitemap `lastmod`). */
  publishedAt: string;
};

export type PublishedCollections = {
  news: PublishedEntry<NewsEntry>[];
  products: PublishedEntry<ProductEntry>[];
  jobs: PublishedEntry<JobEntry>[];
  /** Editors' pages, by title. */
  pages: PublishedEntry<PageEntry>[];
};

export const emptyCollections: PublishedCollections = { news: [], products: [], jobs: [], pages: [] };

/** What one page of the site is. Fixed pages keep their `PageKey`; collection pages name what they show. */
export type SiteRoute =
  | { kind: 'page'; page: PageId | 'notFound' }
  | { kind: 'newsList'; pageNumber: number; category?: NewsCategory }
  | { kind: 'jobsList' }
  | { kind: 'entry'; collection: CollectionId; id: string };

/** The entry's paths in the languages it is translated into: its hreflang alternates and language switch. */
export function translatedPaths(entry: Pick<PublishedEntry<unknown>, 'paths' | 'shownIn'>) {
  return Object.fromEntries(
    Object.entries(entry.paths).filter(([locale]) => entry.shownIn[locale as Locale] === undefined),
  ) as Partial<Record<Locale, string>>;
}
