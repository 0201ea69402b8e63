import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  fromMinorUnits,
  isCurrency,
  lineAmountMinor,
  quoteTotals,
  toMinorUnits,
} from './quote-money';

describe('a quotation’s arithmetic (decision 220)', () => {
  it('knows currencies and their minor units from Intl', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('CZK')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('EURO')).toBe(false);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('turns prices into minor units and refuses more decimals than the currency has', () => {
    expect(toMinorUnits(1250.5, 'EUR')).toBe(125050);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1.005, 'EUR')).toBeNull();
    expect(toMinorUnits(123456.789, 'EUR')).toBeNull();
    expect(toMinorUnits(1000000.4, 'JPY')).toBeNull();
    expect(toMinorUnits(999_999_999.99, 'EUR')).toBe(99_999_999_999);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(1500.5, 'JPY')).toBeNull();
    expect(toMinorUnits(-1, 'EUR')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'EUR')).toBeNull();
    expect(fromMinorUnits(125050, 'EUR')).toBe(1250.5);
  });

  it('rounds a line once, half away from zero, after quantity and discount', () => {
    // 3 × 19.99 = 59.97; 2.5 kg × 3.33 = 8.325 → 8.33; 10 % off 8.325 = 7.4925 → 7.49.
    expect(lineAmountMinor({ quantity: 3, unitPriceMinor: 1999, discountPercent: 0 })).toBe(5997);
    expect(lineAmountMinor({ quantity: 2.5, unitPriceMinor: 333, discountPercent: 0 })).toBe(833);
    expect(lineAmountMinor({ quantity: 2.5, unitPriceMinor: 333, discountPercent: 10 })).toBe(749);
    expect(lineAmountMinor({ quantity: 0.001, unitPriceMinor: 500, discountPercent: 0 })).toBe(1);
    expect(lineAmountMinor({ quantity: 4, unitPriceMinor: 100, discountPercent: 100 })).toBe(0);
    // Beyond a float's exact integers the BigInt product stays exact.
    expect(
      lineAmountMinor({ quantity: 999_999.999, unitPriceMinor: 999_999_999, discountPercent: 12.5 }),
    ).toBe(874_999_998_250_000);
  });

  it('puts VAT on the net sum, or none for reverse charge', () => {
    const lines = [
      { quantity: 2, unitPriceMinor: 4_250_000, discountPercent: 5 },
      { quantity: 1, unitPriceMinor: 185_000, discountPercent: 0 },
    ];
    expect(quoteTotals(lines, { kind: 'rate', ratePercent: 19 })).toEqual({
      lineAmountsMinor: [8_075_000, 185_000],
      netTotalMinor: 8_260_000,
      vatMinor: 1_569_400,
      totalMinor: 9_829_400,
    });
    expect(quoteTotals(lines, { kind: 'reverse_charge' }).totalMinor).toBe(8_260_000);
    expect(
      quoteTotals([{ quantity: 1, unitPriceMinor: 1005, discountPercent: 0 }], {
        kind: 'rate',
        ratePercent: 21,
      }).vatMinor,
    ).toBe(211);
  });
});
