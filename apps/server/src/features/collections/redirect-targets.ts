import type { Database } from '@sitedesk/db/client';
import { jobsListPath, matchCollectionPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { locales } from '@sitedesk/shared/locales';
import { matchPage, pathFor } from '@sitedesk/shared/routes';
import { publishedSlugsOf } from './entry-addresses';
import { selectSlugRows } from './repository';

/**
 * Whether visitors of a deleted entry may be sent to `path`: a page the site has right now — a fixed page,
 * a collection's list, or another entry's live page. Anything else (a typo, an external address, the
 * deleted entry itself) would send them to a 404 or off the site.
 */
export async function checkRedirectTarget(db: Database, path: string, deletedId: string): Promise<boolean> {
  const page = matchPage(path);
  if (page && pathFor(page.page, page.locale) === path) return true;
  if (locales.some((locale) => newsListPath(locale) === path || jobsListPath(locale) === path)) return true;
  const route = matchCollectionPath(path);
  if (route?.kind !== 'entry') return false;
  const rows = await selectSlugRows(db, route.collection);
  const byEntry = new Map<string, typeof rows>();
  for (const row of rows) byEntry.set(row.id, [...(byEntry.get(row.id) ?? []), row]);
  return [...byEntry].some(
    ([id, entryRows]) => id !== deletedId && publishedSlugsOf(entryRows)[route.locale] === route.slug,
  );
}
