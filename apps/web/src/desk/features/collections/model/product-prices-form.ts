import type {
  ProductPrice,
  ProductPricesRequest,
  ProductPriceVariant,
} from '@sitedesk/shared/product-prices-api';
import type { QuantityUnit } from '@sitedesk/shared/quote-request';

/**
 * One price as typed: the amount stays text until sent, so a half-typed "12." is not rewritten. `variant` is
 * the select's value: `''` for every variant (the base price), else `field/choice` (keys hold no `/`).
 */
export type PriceRowForm = {
  key: string;
  currency: string;
  unitPrice: string;
  unit: QuantityUnit | '';
  variant: string;
};

let lastKey = 0;
export function emptyPriceRow(): PriceRowForm {
  lastKey += 1;
  return { key: `price-${lastKey}`, currency: '', unitPrice: '', unit: '', variant: '' };
}

/** A variant as the select's value (decision 250). */
export function variantValue(variant: ProductPriceVariant | null): string {
  return variant ? `${variant.field}/${variant.choice}` : '';
}

function variantOf(value: string): ProductPriceVariant | null {
  const [field = '', choice = ''] = value.split('/');
  return value === '' ? null : { field, choice };
}

export function priceRowsOf(prices: readonly ProductPrice[]): PriceRowForm[] {
  return prices.map((price) => ({
    ...emptyPriceRow(),
    currency: price.currency,
    unitPrice: String(price.unitPrice),
    unit: price.unit ?? '',
    variant: variantValue(price.variant),
  }));
}

/** The rows as the API takes them; the server checks each field and names the bad ones. */
export function pricesRequestOf(rows: readonly PriceRowForm[]): ProductPricesRequest {
  return {
    prices: rows.map((row) => ({
      currency: row.currency.trim().toUpperCase(),
      // Unreadable text travels as `null`, which the server refuses by its field.
      unitPrice: row.unitPrice.trim() === '' ? Number.NaN : Number(row.unitPrice),
      unit: row.unit === '' ? null : row.unit,
      variant: variantOf(row.variant),
    })),
  };
}

/**
 * The indexes of rows whose currency and variant an earlier row has: refused before sending, with a text of
 * the desk's.
 */
export function repeatedCurrencies(rows: readonly PriceRowForm[]): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const code = row.currency.trim().toUpperCase();
    const isRepeated = code !== '' && seen.has(`${code} ${row.variant}`);
    seen.add(`${code} ${row.variant}`);
    return isRepeated ? [index] : [];
  });
}
