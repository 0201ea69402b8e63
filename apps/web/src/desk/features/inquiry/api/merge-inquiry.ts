import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/inquiries/:id/merge — merges `sourceId`, the same person's other inquiry, into `id`. */
export function mergeInquiry(id: string, sourceId: string): Promise<InquiryDetail> {
  return requestJson(`/api/desk/inquiries/${encodeURIComponent(id)}/merge`, {
    method: 'POST',
    json: { sourceId },
  });
}
