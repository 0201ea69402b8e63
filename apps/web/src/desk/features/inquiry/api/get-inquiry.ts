import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries/:id — every field, notes, activity, mail state and signed attachment links. */
export function useInquiry(id: string): Resource<InquiryDetail> {
  return useResource<InquiryDetail>(`/api/desk/inquiries/${encodeURIComponent(id)}`);
}
