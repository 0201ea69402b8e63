import type { InquiryList } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries?status=spam — one row is enough: the folder entry shows only the total. */
export function useSpamCount(): Resource<InquiryList> {
  return useResource<InquiryList>('/api/desk/inquiries?status=spam&pageSize=1');
}
