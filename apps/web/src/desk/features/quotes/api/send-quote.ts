import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

/**
 * POST /api/desk/quotes/:id/send — the PDF goes to the buyer as an answer; an empty message is left out.
 * `updatedAt` is the version the sender saw: one a colleague saved since is not sent (409 `edit_conflict`).
 */
export function sendQuote(id: string, message: string, updatedAt: string): Promise<QuoteDetail> {
  return requestJson<QuoteDetail>(`/api/desk/quotes/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    json: message.trim() === '' ? { updatedAt } : { message, updatedAt },
  });
}
