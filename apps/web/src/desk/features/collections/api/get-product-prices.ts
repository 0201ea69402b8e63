import type { ProductPrices } from '@sitedesk/shared/product-prices-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/product-prices/:entryId — a product's list prices, the same in every language (decision 233). */
export function useProductPrices(entryId: string): Resource<ProductPrices> {
  return useResource<ProductPrices>(`/api/desk/product-prices/${encodeURIComponent(entryId)}`);
}
