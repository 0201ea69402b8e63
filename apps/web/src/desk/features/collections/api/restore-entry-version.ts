import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import type { RevisionRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { entryApiPath } from './entry-api-path';

/** POST …/versions/{version}/restore — publishes an earlier version again, as a new version. */
export function restoreEntryVersion(
  collection: CollectionId,
  id: string,
  locale: Locale,
  version: number,
  request: RevisionRequest,
): Promise<EntryDetail> {
  return requestJson<EntryDetail>(`${entryApiPath(collection, id, locale)}/versions/${version}/restore`, {
    method: 'POST',
    json: request,
  });
}
