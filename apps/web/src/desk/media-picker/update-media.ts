import type { MediaDetail, MediaUpdateRequest } from '@sitedesk/shared/content-api';
import { requestJson } from '../lib/api-client';

/**
 * PATCH /api/desk/media/:id — alt texts, or a document's title and language. 422 with `fields['alt.de']`
 * (`image_alt_missing`) when live content in that language uses the image and its alt text would go.
 */
export function updateMedia(id: string, update: MediaUpdateRequest): Promise<MediaDetail> {
  return requestJson<MediaDetail>(`/api/desk/media/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: update,
  });
}
