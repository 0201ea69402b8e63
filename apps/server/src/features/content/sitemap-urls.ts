import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { jobsListPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { translatedPaths } from '@sitedesk/shared/collections/published';
import { type ContentSectionKey, contentSectionPages } from '@sitedesk/shared/content/sections';
import type { UntranslatedPages } from '@sitedesk/shared/content/stored-content';
import type { Locale } from '@sitedesk/shared/locales';
import type { PageId } from '@sitedesk/shared/routes';
import { fixedPageUrls, type SitemapUrl } from '../site/sitemap';
import type { PlannedPage } from './route-plan';

/**
 * The sitemap: every page with an address (no 404, no preview), with its alternates and last change; not a
 * language's fixed page that shows it wholly in English (decision 213).
 */
export function sitemapUrls(
  siteLocales: readonly Locale[],
  planned: PlannedPage[],
  collections: Record<Locale, Record<CollectionId, Entry[]>>,
  publishedTimes: Map<string, Date>,
  untranslatedPages: UntranslatedPages = {},
): SitemapUrl[] {
  const sectionTime = (page: PageId, locale: Locale) => {
    const times = (Object.keys(contentSectionPages) as ContentSectionKey[])
      .filter((section) => contentSectionPages[section].includes(page))
      .map((section) => publishedTimes.get(`${locale}/${section}`)?.getTime() ?? 0);
    const latest = Math.max(0, ...times);
    return latest > 0 ? new Date(latest) : undefined;
  };
  const isTranslated = (page: PageId, locale: Locale) => !untranslatedPages[locale]?.includes(page);
  const urls: SitemapUrl[] = fixedPageUrls(siteLocales, sectionTime, isTranslated);
  for (const page of planned) {
    const { route, path, locale } = page;
    if (!path || route.kind === 'page') continue;
    if (route.kind === 'entry') {
      const entry = collections[locale][route.collection].find((candidate) => candidate.id === route.id);
      // Shown here in another language by an editor's choice: not this language's page (decision 202).
      if (!entry || entry.shownIn[locale] !== undefined) continue;
      urls.push({ path, alternates: translatedPaths(entry), lastModified: new Date(entry.publishedAt) });
      continue;
    }
    const alternates = Object.fromEntries(
      siteLocales.map((other) => [
        other,
        route.kind === 'jobsList'
          ? jobsListPath(other)
          : newsListPath(other, route.pageNumber, route.category),
      ]),
    );
    urls.push({ path, alternates });
  }
  return urls;
}

type Entry = {
  id: string;
  paths: Partial<Record<Locale, string>>;
  shownIn: Partial<Record<Locale, Locale>>;
  publishedAt: string;
};
