import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import type { RevisionRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { entryApiPath } from './entry-api-path';

/** POST …/unpublish — off the site in this language; the draft stays. */
export function unpublishEntry(
  collection: CollectionId,
  id: string,
  locale: Locale,
  request: RevisionRequest,
): Promise<EntryDetail> {
  return requestJson<EntryDetail>(`${entryApiPath(collection, id, locale)}/unpublish`, {
    method: 'POST',
    json: request,
  });
}
