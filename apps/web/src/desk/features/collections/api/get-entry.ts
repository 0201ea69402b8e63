import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';
import { entryApiPath } from './entry-api-path';

/** GET …/{id}/{locale} — the draft, what is live, the default language's draft as fallback, and media. */
export function fetchEntry(collection: CollectionId, id: string, locale: Locale): Promise<EntryDetail> {
  return requestJson<EntryDetail>(entryApiPath(collection, id, locale));
}

export function useEntry(
  collection: CollectionId | undefined,
  id: string | undefined,
  locale: Locale | undefined,
): Resource<EntryDetail> {
  return useResource<EntryDetail>(collection && id && locale ? entryApiPath(collection, id, locale) : null);
}
