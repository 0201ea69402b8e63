import {
  type ProductPrice,
  type ProductPrices,
  productPricesRequestSchema,
  productPriceVariantSchema,
  type QuoteCatalogueProduct,
} from '@sitedesk/shared/product-prices-api';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';

const price = objectOf<ProductPrice>({
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  unitPrice: { type: 'number', minimum: 0 },
  unit: nullable({ type: 'string', enum: [...quantityUnits] }),
  variant: nullable({
    ...requestSchemaOf(productPriceVariantSchema),
    description:
      'The variant the price is for: an option of one of the product’s `choice` fields, by keys; `null` for ' +
      'the base price (decision 250).',
  }),
});

const labels: JsonSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'Per language; English always.',
};

/** The bodies and answers of products' list prices (decision 233); their paths are on their routes (decision 248). */
export const productPriceSchemas: Record<string, JsonSchema> = {
  ProductPricesRequest: requestSchemaOf(productPricesRequestSchema),
  ProductPrices: objectOf<ProductPrices>({
    entryId: uuid,
    prices: { type: 'array', items: price },
    variantFields: {
      type: 'array',
      description:
        'The product’s `choice` fields as they are now: the variants a price can be for. A stored price ' +
        'whose variant is not among them is no longer offered and never suggested.',
      items: {
        type: 'object',
        required: ['key', 'labels'],
        properties: {
          key: { type: 'string' },
          labels,
          choices: {
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'labels'],
              properties: { key: { type: 'string' }, labels },
            },
          },
        },
      },
    },
  }),
  QuoteCatalogueProduct: objectOf<QuoteCatalogueProduct>({
    entryId: uuid,
    name: { type: 'string' },
    prices: { type: 'array', items: price },
  }),
};
