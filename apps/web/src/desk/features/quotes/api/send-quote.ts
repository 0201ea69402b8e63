import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/quotes/:id/send — the PDF goes to the buyer as an answer; an empty message is left out. */
export function sendQuote(id: string, message: string): Promise<QuoteDetail> {
  return requestJson<QuoteDetail>(`/api/desk/quotes/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    json: message.trim() === '' ? {} : { message },
  });
}
