import { z } from 'zod';
import { isCurrency, toMinorUnits } from './quote-money';
import { type QuantityUnit, quantityUnits } from './quote-request';
import { quoteLimits } from './quotes-api';
import { type TopicFieldDefinition, topicFieldKeyPattern, topicFieldLimits } from './topic-fields';

/**
 * A product's list prices (issue 27 §3, decisions 233 and 250): net, per unit, at most one per currency and
 * variant (an option of one of its `choice` fields, or none: the base price). They are the desk's, not the
 * site's: kept beside the entry rather than in its documents, so no public page or JSON can carry them and
 * no translation holds a copy that could drift.
 */
export const productPriceLimits = { pricesMaxCount: 60 } as const;

const variantKeySchema = z
  .string({ error: 'required' })
  .max(topicFieldLimits.keyMaxLength, 'too_long')
  .regex(topicFieldKeyPattern, 'invalid_format');

/**
 * The variant a price is for (decision 250): one option of one of the product's `choice` fields, by keys. The
 * server checks at save time that the product offers it now (422 `invalid_value` on `prices.N.variant`).
 */
export const productPriceVariantSchema = z
  .object({ field: variantKeySchema, choice: variantKeySchema })
  .strict();
export type ProductPriceVariant = z.output<typeof productPriceVariantSchema>;

/** Whether two prices are for the same variant (`null`: the base price, for every variant). */
export function isSameVariant(a: ProductPriceVariant | null, b: ProductPriceVariant | null): boolean {
  return a === null || b === null ? a === b : a.field === b.field && a.choice === b.choice;
}

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
    /** The variant it is for; `null` or left out: the base price, for every variant without a price of its own. */
    variant: productPriceVariantSchema.nullish().transform((value) => value ?? null),
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
      // A second price in one currency for one variant would leave the quotation editor to guess: the later
      // one is refused.
      prices.forEach((price, index) => {
        const isRepeated = prices
          .slice(0, index)
          .some(
            (earlier) => earlier.currency === price.currency && isSameVariant(earlier.variant, price.variant),
          );
        if (isRepeated) {
          context.addIssue({ code: 'custom', path: [index, 'currency'], message: 'invalid_value' });
        }
      });
    }),
});
export type ProductPricesRequest = z.input<typeof productPricesRequestSchema>;

/**
 * GET and PUT /api/desk/product-prices/{entryId}: the list as stored, by currency, base price first, then
 * by variant; and the product's `choice` fields as they are now, the variants a price can be for. A stored
 * price whose variant is not among them is no longer offered: kept, but never suggested (decision 250).
 */
export type ProductPrices = {
  entryId: string;
  prices: ProductPrice[];
  variantFields: Pick<TopicFieldDefinition, 'key' | 'labels' | 'choices'>[];
};

/**
 * GET /api/desk/quote-catalogue: each product a quotation line can name, its name and its list prices: the
 * base prices, then the prices of variants it offers now in the order of its fields and their options (a
 * price of a variant no longer offered is left out).
 */
export type QuoteCatalogueProduct = { entryId: string; name: string; prices: ProductPrice[] };
export type QuoteCatalogue = { items: QuoteCatalogueProduct[] };
