import type { MediaList } from '@sitedesk/shared/content-api';
import { toQueryString } from '../lib/api-client';
import { type Resource, useResource } from '../lib/use-resource';

export type MediaKind = 'image' | 'document';

/**
 * GET /api/desk/media?kind= — the library, newest first. Lives beside the picker rather than in the media
 * feature because both the picker and the media library page list files. `isEnabled: false` waits (a closed
 * picker dialog fetches nothing).
 */
export function useMediaList(kind: MediaKind | undefined, isEnabled = true): Resource<MediaList> {
  return useResource<MediaList>(isEnabled ? `/api/desk/media${toQueryString({ kind })}` : null);
}
