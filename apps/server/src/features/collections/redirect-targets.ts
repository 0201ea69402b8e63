import type { Database } from '@sitedesk/db/client';
import { jobsListPath, matchCollectionPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { matchPage, pathFor } from '@sitedesk/shared/routes';
import { pathsOf, publishedSlugsOf } from './entry-addresses';
import { selectSlugRows } from './repository';

export type RedirectTargets = Partial<Record<Locale, string>>;

const everyLocale = (pathIn: (locale: Locale) => string): RedirectTargets =>
  Object.fromEntries(locales.map((locale) => [locale, pathIn(locale)]));

/**
 * Where visitors of a deleted entry may be sent, given the page an editor chose (`path`): that page in each
 * language, so a German visitor lands on the German page. Only a page the site has right now qualifies — a
 * fixed page, a collection's list, or another entry's live page; anything else (a typo, an external
 * address, the deleted entry itself) is `undefined`.
 */
export async function redirectTargetsFor(
  db: Database,
  path: string,
  deletedId: string,
): Promise<RedirectTargets | undefined> {
  const page = matchPage(path);
  if (page && pathFor(page.page, page.locale) === path)
    return everyLocale((locale) => pathFor(page.page, locale));
  if (locales.some((locale) => newsListPath(locale) === path))
    return everyLocale((locale) => newsListPath(locale));
  if (locales.some((locale) => jobsListPath(locale) === path))
    return everyLocale((locale) => jobsListPath(locale));
  const route = matchCollectionPath(path);
  if (route?.kind !== 'entry') return undefined;
  const rows = await selectSlugRows(db, route.collection);
  const byEntry = new Map<string, typeof rows>();
  for (const row of rows) byEntry.set(row.id, [...(byEntry.get(row.id) ?? []), row]);
  for (const [id, entryRows] of byEntry) {
    const slugs = publishedSlugsOf(entryRows);
    if (id !== deletedId && slugs[route.locale] === route.slug) return pathsOf(route.collection, slugs);
  }
  return undefined;
}
