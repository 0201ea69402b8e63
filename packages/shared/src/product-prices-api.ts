import { z } from 'zod';
import { isCurrency, toMinorUnits } from './quote-money';
import { type QuantityUnit, quantityUnits } from './quote-request';
import { quoteLimits } from './quotes-api';

/**
 * A product's list prices (issue 27 §3, decision 233): net, per unit, at most one per currency. They are the
 * desk's, not the site's: kept beside the entry rather than in its documents, so no public page or JSON can
 * carry them and no translation holds a copy that could drift.
 */
export const productPriceLimits = { pricesMaxCount: 20 } as const;

export const productPriceSchema = z
  .object({
    /** ISO 4217, as a quotation's currency. */
    currency: z
      .string({ error: 'required' })
      .regex(/^[A-Z]{3}$/, 'invalid_value')
      .refine(isCurrency, 'invalid_value'),
    /** Major units, net, with no more decimals than the currency has. */
    unitPrice: z.number({ error: 'invalid' }).min(0, 'too_small').max(quoteLimits.unitPriceMax, 'too_big'),
    /** The unit the price is for; `null`: per piece as sold, no unit named. */
    unit: z
      .enum(quantityUnits as unknown as [QuantityUnit, ...QuantityUnit[]], { error: 'invalid_unit' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((price, context) => {
    if (isCurrency(price.currency) && toMinorUnits(price.unitPrice, price.currency) === null) {
      context.addIssue({ code: 'custom', path: ['unitPrice'], message: 'invalid' });
    }
  });
export type ProductPrice = z.output<typeof productPriceSchema>;

/** PUT /api/desk/product-prices/{entryId}: the product's whole price list, replacing the one before. */
export const productPricesRequestSchema = z.object({
  prices: z
    .array(productPriceSchema)
    .max(productPriceLimits.pricesMaxCount, 'too_big')
    .superRefine((prices, context) => {
      // A second price in one currency would leave the quotation editor to guess: the later one is refused.
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        if (seen.has(price.currency)) {
          context.addIssue({ code: 'custom', path: [index, 'currency'], message: 'invalid_value' });
        }
        seen.add(price.currency);
      });
    }),
});
export type ProductPricesRequest = z.input<typeof productPricesRequestSchema>;

/** GET and PUT /api/desk/product-prices/{entryId}: the list as stored, by currency. */
export type ProductPrices = { entryId: string; prices: ProductPrice[] };

/** GET /api/desk/quote-catalogue: each product a quotation line can name, its name and its list prices. */
export type QuoteCatalogueProduct = { entryId: string; name: string; prices: ProductPrice[] };
export type QuoteCatalogue = { items: QuoteCatalogueProduct[] };
