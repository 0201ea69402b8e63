import type { QuoteRequest } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

export type CreatedQuote = { id: string; number: string; revision: number };

/** POST /api/desk/inquiries/:id/quotes — a draft with the year's next number. */
export function createQuote(inquiryId: string, request: QuoteRequest): Promise<CreatedQuote> {
  return requestJson<CreatedQuote>(`/api/desk/inquiries/${encodeURIComponent(inquiryId)}/quotes`, {
    method: 'POST',
    json: request,
  });
}
