import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryList } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';
import { collectionApiPath } from './entry-api-path';

/** GET /api/desk/collections/{collection}?q=&locale= — the entries, with status and translation state. */
export function useEntryList(
  collection: CollectionId | undefined,
  query: { q?: string; locale?: Locale } = {},
): Resource<EntryList> {
  return useResource<EntryList>(
    collection
      ? `${collectionApiPath(collection)}${toQueryString({ q: query.q, locale: query.locale })}`
      : null,
  );
}
