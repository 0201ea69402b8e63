import type { InquiryEntryOptions } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries/entries — the products and jobs inquiries are about, for the filter. */
export function useInquiryEntryOptions(): Resource<InquiryEntryOptions> {
  return useResource<InquiryEntryOptions>('/api/desk/inquiries/entries');
}
