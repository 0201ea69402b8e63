import type { ProductPrices, ProductPricesRequest } from '@sitedesk/shared/product-prices-api';
import { requestJson } from '../../../lib/api-client';

/** PUT /api/desk/product-prices/:entryId — the whole list, saved at once: there is nothing to publish. */
export function saveProductPrices(entryId: string, request: ProductPricesRequest): Promise<ProductPrices> {
  return requestJson<ProductPrices>(`/api/desk/product-prices/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    json: request,
  });
}
