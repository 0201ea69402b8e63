import type { CollectionId, EntryDocument } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import type { SiteState } from './site-context';

/**
 * The entry an entry route shows, from this language's published collections. The service and the build
 * only render routes they found in those collections, so a miss is a programming error, not a visitor's.
 */
export function routeEntry<C extends CollectionId>(
  site: SiteState,
  collection: C,
): PublishedEntry<EntryDocument<C>> {
  const { route } = site;
  if (route.kind !== 'entry' || route.collection !== collection) {
    throw new Error(`This page shows no ${collection} entry.`);
  }
  const entries = site.collections[collection] as PublishedEntry<EntryDocument<C>>[];
  const entry = entries.find((candidate) => candidate.id === route.id);
  if (!entry) throw new Error(`${collection} entry ${route.id} is not published in ${site.locale}.`);
  return entry;
}
