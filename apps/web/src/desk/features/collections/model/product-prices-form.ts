import type { ProductPrice, ProductPricesRequest } from '@sitedesk/shared/product-prices-api';
import type { QuantityUnit } from '@sitedesk/shared/quote-request';

/** One price as typed: the amount stays text until sent, so a half-typed "12." is not rewritten. */
export type PriceRowForm = { key: string; currency: string; unitPrice: string; unit: QuantityUnit | '' };

let lastKey = 0;
export function emptyPriceRow(): PriceRowForm {
  lastKey += 1;
  return { key: `price-${lastKey}`, currency: '', unitPrice: '', unit: '' };
}

export function priceRowsOf(prices: readonly ProductPrice[]): PriceRowForm[] {
  return prices.map((price) => ({
    ...emptyPriceRow(),
    currency: price.currency,
    unitPrice: String(price.unitPrice),
    unit: price.unit ?? '',
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
    })),
  };
}

/** The indexes of rows whose currency an earlier row has: refused before sending, with a text of the desk's. */
export function repeatedCurrencies(rows: readonly PriceRowForm[]): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const code = row.currency.trim().toUpperCase();
    const isRepeated = code !== '' && seen.has(code);
    seen.add(code);
    return isRepeated ? [index] : [];
  });
}
