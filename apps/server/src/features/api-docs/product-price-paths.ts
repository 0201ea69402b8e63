import {
  type ProductPrice,
  type ProductPrices,
  productPricesRequestSchema,
  type QuoteCatalogueProduct,
} from '@sitedesk/shared/product-prices-api';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';

const price = objectOf<ProductPrice>({
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  unitPrice: { type: 'number', minimum: 0 },
  unit: nullable({ type: 'string', enum: [...quantityUnits] }),
});

/** The bodies and answers of products' list prices (decision 233); their paths are on their routes (decision 248). */
export const productPriceSchemas: Record<string, JsonSchema> = {
  ProductPricesRequest: requestSchemaOf(productPricesRequestSchema),
  ProductPrices: objectOf<ProductPrices>({ entryId: uuid, prices: { type: 'array', items: price } }),
  QuoteCatalogueProduct: objectOf<QuoteCatalogueProduct>({
    entryId: uuid,
    name: { type: 'string' },
    prices: { type: 'array', items: price },
  }),
};
