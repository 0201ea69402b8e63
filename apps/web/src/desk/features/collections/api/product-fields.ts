import type { ProductFieldsOverview, SaveProductFieldsRequest } from '@sitedesk/shared/product-fields-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/product-fields/:entryId — a product's own fields and the site's languages (decision 243). */
export function useProductFields(entryId: string): Resource<ProductFieldsOverview> {
  return useResource<ProductFieldsOverview>(`/api/desk/product-fields/${encodeURIComponent(entryId)}`);
}

/** PUT /api/desk/product-fields/:entryId — the product's fields, in order; live once it answers. */
export function saveProductFields(
  entryId: string,
  fields: SaveProductFieldsRequest['fields'],
): Promise<ProductFieldsOverview> {
  return requestJson<ProductFieldsOverview>(`/api/desk/product-fields/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    json: { fields },
  });
}
