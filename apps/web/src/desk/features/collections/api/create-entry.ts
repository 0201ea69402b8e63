import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { CreateEntryRequest, EntryDetail } from '@sitedesk/shared/collections-api';
import { requestJson } from '../../../lib/api-client';
import { collectionApiPath } from './entry-api-path';

/** POST /api/desk/collections/{collection} — a new entry, a draft in the default language (201). */
export function createEntry(collection: CollectionId, request: CreateEntryRequest): Promise<EntryDetail> {
  return requestJson<EntryDetail>(collectionApiPath(collection), { method: 'POST', json: request });
}
