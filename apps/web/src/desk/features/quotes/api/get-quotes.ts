import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries/:id/quotes — every quotation of the inquiry and each revision, as stored. */
export function useQuotes(inquiryId: string): Resource<{ items: QuoteDetail[] }> {
  return useResource<{ items: QuoteDetail[] }>(`/api/desk/inquiries/${encodeURIComponent(inquiryId)}/quotes`);
}
