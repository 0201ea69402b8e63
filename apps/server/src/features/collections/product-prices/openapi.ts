import { describedDesk } from '../../../http/desk-operation';
import { jsonResponse, ref, uuidPathParameter } from '../../../http/openapi-schema';

/**
 * Products' list prices and the quotation editor's catalogue, as their routes describe themselves
 * (decision 248); the body and answer schemas are `components.schemas` of the reference (api-docs).
 */
const entryId = uuidPathParameter('entryId', 'The product entry’s');

export const readProductPricesDoc = describedDesk({
  tag: 'Desk: collections',
  summary: 'Read a product’s list prices',
  description:
    'Net, per unit, at most one per currency and variant (decision 250); the same for every language of ' +
    'the entry and never shown on the public site. `variantFields` lists the product’s `choice` fields as ' +
    'they are now; a price whose variant is not among them is no longer offered (kept, never suggested).',
  access: 'content:edit',
  parameters: [entryId],
  responses: { 200: jsonResponse('The prices', ref('ProductPrices')) },
  errors: [404],
});

export const replaceProductPricesDoc = describedDesk({
  tag: 'Desk: collections',
  summary: 'Replace a product’s list prices',
  description:
    'The whole list: a currency left out is no longer priced, `[]` removes every price. Saved at once ' +
    '(nothing to publish: the site never shows them). A second price in one currency for one variant ' +
    '(or two base prices) is 422 `invalid_value` on `prices.N.currency`; more decimals than the currency ' +
    'has, 422 `invalid` on `prices.N.unitPrice`; a `variant` naming no option of one of the product’s ' +
    '`choice` fields as saved now, 422 `invalid_value` on `prices.N.variant`, and nothing is saved. ' +
    'Example: `{"prices":[{"currency":"EUR","unitPrice":48000,"unit":"pcs"},' +
    '{"currency":"EUR","unitPrice":49500,"unit":"pcs","variant":{"field":"colour","choice":"grey"}}]}`.',
  access: 'content:edit',
  parameters: [entryId],
  requestBody: 'ProductPricesRequest',
  responses: { 200: jsonResponse('The prices as stored', ref('ProductPrices')) },
  errors: [400, 404, 415, 422],
});

export const quoteCatalogueDoc = describedDesk({
  tag: 'Desk: quotations',
  summary: 'List the products a quotation line can name',
  description:
    'Every product by its default-language name, with its list prices (possibly none): base prices ' +
    'first, then its variants’ prices in the order of its fields and options; a price of a variant the ' +
    'product no longer offers is left out. The quotation editor suggests the price in the quotation’s ' +
    'currency (a line’s variant’s where the buyer picked one); the quotation stores what sales sends.',
  access: 'inquiries:reply',
  responses: {
    200: jsonResponse('The products', {
      type: 'object',
      properties: { items: { type: 'array', items: ref('QuoteCatalogueProduct') } },
      required: ['items'],
    }),
  },
  errors: [],
});
