import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/quotes/:id — one quotation with the totals the server computed; `null` waits. */
export function useQuote(id: string | null): Resource<QuoteDetail> {
  return useResource<QuoteDetail>(id === null ? null : `/api/desk/quotes/${encodeURIComponent(id)}`);
}
