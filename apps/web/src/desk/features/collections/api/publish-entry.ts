import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail, EntryPublishRequest } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { entryApiPath } from './entry-api-path';

/** POST …/publish — live now, or at `publishAt` (then the entry is `scheduled`). */
export function publishEntry(
  collection: CollectionId,
  id: string,
  locale: Locale,
  request: EntryPublishRequest,
): Promise<EntryDetail> {
  return requestJson<EntryDetail>(`${entryApiPath(collection, id, locale)}/publish`, {
    method: 'POST',
    json: request,
  });
}
