import { describe, expect, it } from 'vitest';
import { emptyPriceRow, priceRowsOf, pricesRequestOf, repeatedCurrencies } from './product-prices-form';

describe('the price panel’s rows (decisions 233, 250)', () => {
  it('send a variant price as its keys and the base price as none, as they were read', () => {
    const grey = { field: 'colour', choice: 'grey' };
    const rows = priceRowsOf([
      { currency: 'EUR', unitPrice: 48000, unit: 'pcs', variant: null },
      { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: grey },
    ]);
    expect(rows.map((row) => row.variant)).toEqual(['', 'colour/grey']);
    expect(pricesRequestOf(rows).prices.map((price) => price.variant)).toEqual([null, grey]);
  });

  it('refuse a second price only in the same currency for the same variant', () => {
    const row = (currency: string, variant: string) => ({ ...emptyPriceRow(), currency, variant });
    expect(
      repeatedCurrencies([
        row('EUR', ''),
        row('eur', 'colour/grey'),
        row('USD', 'colour/grey'),
        row('EUR', 'colour/grey'),
        row('EUR ', ''),
      ]),
    ).toEqual([3, 4]);
  });
});
