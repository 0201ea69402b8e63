import type { QuoteRequest } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';
import type { CreatedQuote } from './create-quote';

/** POST /api/desk/quotes/:id/revisions — the next revision of a sent quotation, as a draft. */
export function reviseQuote(id: string, request: QuoteRequest): Promise<CreatedQuote> {
  return requestJson<CreatedQuote>(`/api/desk/quotes/${encodeURIComponent(id)}/revisions`, {
    method: 'POST',
    json: request,
  });
}
