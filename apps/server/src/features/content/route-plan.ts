import { homeNewsCount, newsPageSize } from '@sitedesk/shared/collections/paths';
import type { PublishedCollections, SiteRoute } from '@sitedesk/shared/collections/published';
import { collectionPages } from '@sitedesk/shared/collections/site-routes';
import type { Locale } from '@sitedesk/shared/locales';
import { allPages, pathFor } from '@sitedesk/shared/routes';

/** One page to serve: what it shows, in which language, and what its HTML was rendered from. */
export type PlannedPage = {
  /** The URL path; `undefined` for a language's 404 page. */
  path: string | undefined;
  route: SiteRoute;
  locale: Locale;
  /**
   * Everything the page's HTML depends on, as a string: the sections' stamp and the live state of each
   * entry it shows. A page whose signature is the one it was last rendered with is not rendered again.
   */
  signature: string;
};

/**
 * Every page the site serves now, each with what it depends on. The dependencies are the heart of
 * incremental publishing (decision 124): a news entry is on its own page, the list pages that show it,
 * and the home page while it is among the newest three; a product on its page, the pages of products
 * naming it as related, the solutions, home and contact pages; a job on its page, the careers page and
 * the contact page. Every page shows the sections, so `sectionsStamp` is part of every signature, and the
 * header and footer: an editor's page placed there is on every page of its language by its link (title,
 * navigation label, address, placement), while its blocks are on its own page only (decision 142).
 */
export function planPages(input: {
  sectionsStamp: string;
  /** The languages the site offers (SITE_LOCALES): only their pages are planned. */
  siteLocales: readonly Locale[];
  collections: Record<Locale, PublishedCollections>;
  entrySignatures: Map<string, string>;
}): PlannedPage[] {
  const { sectionsStamp, siteLocales, collections, entrySignatures } = input;
  const sign = (ids: string[]) => ids.map((id) => `${id}=${entrySignatures.get(id) ?? '?'}`).join(';');
  const pages: PlannedPage[] = [];
  for (const locale of siteLocales) {
    const { news, products, jobs } = collections[locale];
    const shell = `${sectionsStamp}#${navigationSignature(collections[locale], locale)}`;
    const productIds = products.map((entry) => entry.id);
    const jobIds = jobs.map((entry) => entry.id);
    const fixedDependencies: Partial<Record<string, string[]>> = {
      home: [...news.slice(0, homeNewsCount).map((entry) => entry.id), ...productIds],
      solutions: productIds,
      // The contact form names the product or job a visitor came from.
      contact: [...productIds, ...jobIds],
    };
    for (const { page } of allPages([locale])) {
      pages.push({
        path: pathFor(page, locale),
        route: { kind: 'page', page },
        locale,
        signature: `${shell}#${sign(fixedDependencies[page] ?? [])}`,
      });
    }
    pages.push({
      path: undefined,
      route: { kind: 'page', page: 'notFound' },
      locale,
      signature: shell,
    });
    for (const { route, path } of collectionPages(collections[locale], locale)) {
      pages.push({ path, route, locale, signature: `${shell}#${sign(dependencies(route))}` });
    }

    function dependencies(route: SiteRoute): string[] {
      switch (route.kind) {
        case 'page':
          return [];
        case 'newsList': {
          const matching = route.category
            ? news.filter((entry) => entry.document.category === route.category)
            : news;
          // The page count shapes the paging links of every list page.
          return [`pages:${matching.length}`, ...listSlice(matching, route.pageNumber)];
        }
        case 'jobsList':
          return jobIds;
        case 'entry': {
          if (route.collection !== 'products') return [route.id];
          const related = products.find((entry) => entry.id === route.id)?.document.related ?? [];
          return [route.id, ...related.filter((id) => productIds.includes(id))];
        }
      }
    }
  }
  return pages;
}

function listSlice(entries: { id: string }[], pageNumber: number): string[] {
  // Mirrors the list page: `newsPageSize` a page, in the collections' order.
  const start = (pageNumber - 1) * newsPageSize;
  return entries.slice(start, start + newsPageSize).map((entry) => entry.id);
}

/**
 * What the header and footer show of editors' pages in one language: the link of each page placed there.
 * A page placed nowhere is not part of it, so editing such a page renders that page alone.
 */
export function navigationSignature(collections: PublishedCollections, locale: Locale): string {
  const links = collections.pages
    .filter((entry) => entry.document.placement !== 'none')
    .map(({ id, document, paths }) => [
      id,
      document.placement,
      document.navLabel ?? '',
      document.title,
      paths[locale] ?? '',
    ]);
  return JSON.stringify(links);
}
