import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail, SaveEntryDraftRequest } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { entryApiPath } from './entry-api-path';

/** PUT …/draft — 409 `edit_conflict` when `revision` is stale, 422 `validation_failed` per field. */
export function saveEntryDraft(
  collection: CollectionId,
  id: string,
  locale: Locale,
  request: SaveEntryDraftRequest,
): Promise<EntryDetail> {
  return requestJson<EntryDetail>(`${entryApiPath(collection, id, locale)}/draft`, {
    method: 'PUT',
    json: request,
  });
}
