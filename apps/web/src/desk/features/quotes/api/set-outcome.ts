import type { InquiryOutcome } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

/** PUT /api/desk/inquiries/:id/outcome — won or lost by hand (a deal closed by phone), or open again. */
export function setOutcome(inquiryId: string, outcome: InquiryOutcome | null): Promise<void> {
  return requestJson<void>(`/api/desk/inquiries/${encodeURIComponent(inquiryId)}/outcome`, {
    method: 'PUT',
    json: { outcome },
  });
}
