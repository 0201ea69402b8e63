import { jobsListPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import type { SiteState } from './site-context';

/**
 * This page's address in every language that has it: hreflang alternates and the language switch. An
 * entry has its own slug per language (`PublishedEntry.paths`); the 404 page has no address. The language
 * switch leads to an entry's page in every language that shows it; hreflang names only the translations
 * (`routeHead`, decision 202).
 */
export function routeAlternates(site: SiteState): Partial<Record<Locale, string>> {
  const { route } = site;
  const each = (pathIn: (locale: Locale) => string) =>
    Object.fromEntries(locales.map((locale) => [locale, pathIn(locale)])) as Record<Locale, string>;
  switch (route.kind) {
    case 'page': {
      const { page } = route;
      return page === 'notFound' ? {} : each((locale) => pathFor(page, locale));
    }
    case 'newsList':
      return each((locale) => newsListPath(locale, route.pageNumber, route.category));
    case 'jobsList':
      return each(jobsListPath);
    case 'entry': {
      const entry = site.collections[route.collection].find((candidate) => candidate.id === route.id);
      return entry?.paths ?? {};
    }
  }
}
