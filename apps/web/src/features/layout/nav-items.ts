import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { jobsListPath, newsListPath } from '@sitedesk/shared/collections/paths';
import type { SiteRoute } from '@sitedesk/shared/collections/published';
import type { Locale } from '@sitedesk/shared/locales';
import { type PageId, pathFor } from '@sitedesk/shared/routes';

/** What the header and footer link to: the fixed pages and the collections' list pages. */
export type NavItem = PageId | 'news' | 'careers';

export function navHref(item: NavItem, locale: Locale): string {
  if (item === 'news') return newsListPath(locale);
  if (item === 'careers') return jobsListPath(locale);
  return pathFor(item, locale);
}

const collectionNavItems: Record<CollectionId, NavItem | undefined> = {
  news: 'news',
  products: 'solutions',
  jobs: 'careers',
  pages: undefined,
};

/** The navigation item a route belongs to: a news article belongs to News, a product to Solutions. */
export function navItemOf(route: SiteRoute): NavItem | undefined {
  switch (route.kind) {
    case 'page':
      return route.page === 'notFound' ? undefined : route.page;
    case 'newsList':
      return 'news';
    case 'jobsList':
      return 'careers';
    case 'entry':
      return collectionNavItems[route.collection];
  }
}

/** `page` when the route is the item's own page, `true` when it lies below it, else nothing. */
export function ariaCurrentOf(item: NavItem, route: SiteRoute): 'page' | 'true' | undefined {
  if (navItemOf(route) !== item) return undefined;
  const isItemItself =
    (route.kind === 'page' && route.page === item) ||
    (route.kind === 'newsList' && item === 'news' && route.pageNumber === 1 && !route.category) ||
    route.kind === 'jobsList';
  return isItemItself ? 'page' : 'true';
}
