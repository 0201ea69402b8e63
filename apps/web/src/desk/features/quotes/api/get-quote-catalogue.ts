import type { QuoteCatalogue } from '@sitedesk/shared/product-prices-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/quote-catalogue — the products a line can name, with their list prices (decision 233). */
export function useQuoteCatalogue(): Resource<QuoteCatalogue> {
  return useResource<QuoteCatalogue>('/api/desk/quote-catalogue');
}
