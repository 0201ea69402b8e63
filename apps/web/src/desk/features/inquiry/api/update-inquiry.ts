import type { InquiryDetail, inquiryUpdateSchema } from '@sitedesk/shared/desk-api';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';

/** PATCH /api/desk/inquiries/:id — status and/or assignee; answers with the updated inquiry. */
export function updateInquiry(
  id: string,
  change: z.input<typeof inquiryUpdateSchema>,
): Promise<InquiryDetail> {
  return requestJson<InquiryDetail>(`/api/desk/inquiries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: change,
  });
}
