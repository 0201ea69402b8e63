import {
  type ProductPrice,
  type ProductPrices,
  productPricesRequestSchema,
  type QuoteCatalogueProduct,
} from '@sitedesk/shared/product-prices-api';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, operation, uuidPathParameter } from './operations';

const entryId = uuidPathParameter('entryId', 'The product entry’s');

const price = objectOf<ProductPrice>({
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  unitPrice: { type: 'number', minimum: 0 },
  unit: nullable({ type: 'string', enum: [...quantityUnits] }),
});

/** Products' list prices (decision 233): kept by editors, suggested to sales in a quotation's lines. */
export const productPricePaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/product-prices/{entryId}': {
    get: operation({
      tag: 'Desk: collections',
      summary: 'Read a product’s list prices',
      description:
        'Net, per unit, at most one per currency; the same for every language of the entry and never ' +
        'shown on the public site.',
      access: 'content:edit',
      parameters: [entryId],
      responses: { 200: jsonResponse('The prices', ref('ProductPrices')) },
      errors: [404],
    }),
    put: operation({
      tag: 'Desk: collections',
      summary: 'Replace a product’s list prices',
      description:
        'The whole list: a currency left out is no longer priced, `[]` removes every price. Saved at once ' +
        '(nothing to publish: the site never shows them). A second price in one currency is 422 ' +
        '`invalid_value` on `prices.N.currency`; more decimals than the currency has, 422 `invalid` on ' +
        '`prices.N.unitPrice`. Example: `{"prices":[{"currency":"EUR","unitPrice":42500,"unit":"pcs"}]}`.',
      access: 'content:edit',
      parameters: [entryId],
      requestBody: 'ProductPricesRequest',
      responses: { 200: jsonResponse('The prices as stored', ref('ProductPrices')) },
      errors: [400, 404, 415, 422],
    }),
  },
  '/api/desk/quote-catalogue': {
    get: operation({
      tag: 'Desk: quotations',
      summary: 'List the products a quotation line can name',
      description:
        'Every product by its default-language name, with its list prices (possibly none). The quotation ' +
        'editor suggests the price in the quotation’s currency; the quotation stores what sales sends.',
      access: 'inquiries:reply',
      responses: {
        200: jsonResponse('The products', {
          type: 'object',
          properties: { items: { type: 'array', items: ref('QuoteCatalogueProduct') } },
          required: ['items'],
        }),
      },
      errors: [],
    }),
  },
};

export const productPriceSchemas: Record<string, JsonSchema> = {
  ProductPricesRequest: requestSchemaOf(productPricesRequestSchema),
  ProductPrices: objectOf<ProductPrices>({ entryId: uuid, prices: { type: 'array', items: price } }),
  QuoteCatalogueProduct: objectOf<QuoteCatalogueProduct>({
    entryId: uuid,
    name: { type: 'string' },
    prices: { type: 'array', items: price },
  }),
};
