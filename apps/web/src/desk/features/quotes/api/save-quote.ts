import type { QuoteDetail, QuoteSave } from '@sitedesk/shared/quotes-api';
import { requestJson } from '../../../lib/api-client';

/**
 * PUT /api/desk/quotes/:id — a draft's new content, naming the version it was written on: a sent one
 * answers 409 `quote_closed`, one a colleague saved since 409 `edit_conflict`.
 */
export function saveQuote(id: string, save: QuoteSave): Promise<QuoteDetail> {
  return requestJson<QuoteDetail>(`/api/desk/quotes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: save,
  });
}
