import type { MediaDetail } from '@sitedesk/shared/content-api';
import { requestJson } from '../../../lib/api-client';

/** GET /api/desk/media/:id — one file with the sections that use it. */
export function getMedia(id: string): Promise<MediaDetail> {
  return requestJson<MediaDetail>(`/api/desk/media/${encodeURIComponent(id)}`);
}
