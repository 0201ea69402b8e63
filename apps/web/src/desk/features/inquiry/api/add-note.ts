import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/inquiries/:id/notes — an internal note, seen only by staff. */
export function addNote(id: string, body: string): Promise<InquiryDetail['notes'][number]> {
  return requestJson(`/api/desk/inquiries/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    json: { body },
  });
}
