import type { QuoteDetail, QuoteRequest } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

/** PUT /api/desk/quotes/:id — a draft's new content; a sent one answers 409 `quote_closed`. */
export function saveQuote(id: string, request: QuoteRequest): Promise<QuoteDetail> {
  return requestJson<QuoteDetail>(`/api/desk/quotes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: request,
  });
}
