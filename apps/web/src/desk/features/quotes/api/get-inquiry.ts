import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries/:id — the inquiry a quotation answers: its reference, buyer and products. */
export function useQuotedInquiry(id: string): Resource<InquiryDetail> {
  return useResource<InquiryDetail>(`/api/desk/inquiries/${encodeURIComponent(id)}`);
}
