import type { MediaList } from '@sitedesk/shared/content-api';
import { toQueryString } from '../lib/api-client';
import { type Resource, useResource } from '../lib/use-resource';

export type MediaKind = 'image' | 'document';

/**
 * GET /api/desk/media?kind=&q= — the library, newest first; with `q` only the files whose name, title or
 * alt text holds it. Lives beside the picker rather than in the media feature because both the picker and
 * the media library page list files. `isEnabled: false` waits (a closed picker dialog fetches nothing).
 */
export function useMediaList(kind: MediaKind | undefined, isEnabled = true, q = ''): Resource<MediaList> {
  const query = toQueryString({ kind, q: q.trim() || undefined });
  return useResource<MediaList>(isEnabled ? `/api/desk/media${query}` : null);
}
