import type { NewsCategory, NewsEntry } from '@sitedesk/shared/collections/entries';
import { newsPageSize } from '@sitedesk/shared/collections/paths';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';

/** The news one list page shows (newest first, as the collections are sorted) and how many pages there are. */
export function newsListPage(
  news: PublishedEntry<NewsEntry>[],
  pageNumber: number,
  category?: NewsCategory,
): { items: PublishedEntry<NewsEntry>[]; pageCount: number } {
  const matching = category ? news.filter((entry) => entry.document.category === category) : news;
  const pageCount = Math.max(1, Math.ceil(matching.length / newsPageSize));
  const start = (pageNumber - 1) * newsPageSize;
  return { items: matching.slice(start, start + newsPageSize), pageCount };
}
