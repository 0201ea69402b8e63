import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { requestJson, toQueryString } from '../../../lib/api-client';
import { collectionApiPath } from './entry-api-path';

/**
 * DELETE /api/desk/collections/{collection}/{id}?redirectTo= — every language at once (204). The old
 * addresses then answer 301 to `redirectTo`, or 410 without one.
 */
export function deleteEntry(
  collection: CollectionId,
  id: string,
  redirectTo: string | undefined,
): Promise<void> {
  return requestJson<void>(
    `${collectionApiPath(collection)}/${encodeURIComponent(id)}${toQueryString({ redirectTo })}`,
    { method: 'DELETE' },
  );
}
