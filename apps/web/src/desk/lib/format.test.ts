import { describe, expect, it } from 'vitest';
import { formatMinutes, formatMoney, formatShare } from './format';

describe('formatMinutes', () => {
  // Regression guard: the dashboard said "0 h" for an answer given three minutes after arrival.
  it('says a short answer time in minutes, not as zero hours', () => {
    expect(formatMinutes(3, 'en')).toBe('3 min');
    expect(formatMinutes(0, 'en')).toBe('0 min');
  });

  it('says hours and minutes in the desk’s language, hours past a day', () => {
    expect(formatMinutes(125, 'en')).toBe('2 hr, 5 min');
    expect(formatMinutes(120, 'en')).toBe('2 hr');
    expect(formatMinutes(26 * 60, 'en')).toBe('26 hr');
    expect(formatMinutes(125, 'de')).toBe('2 Std., 5 Min.');
    expect(formatMinutes(120, 'ar')).toMatch(/2\s+س/);
  });
});

describe('formatShare', () => {
  it('gives a percentage, and 0 % of nothing', () => {
    expect(formatShare(1, 2, 'en')).toBe('50%');
    expect(formatShare(0, 0, 'en')).toBe('0%');
    // German writes a no-break space before the sign.
    expect(formatShare(1, 3, 'de')).toBe('33\u00a0%');
  });
});

describe('formatMoney', () => {
  it('writes an amount with its currency’s own decimals in the desk’s language', () => {
    expect(formatMoney(86099.97, 'EUR', 'de')).toBe('86.099,97\u00a0€');
    expect(formatMoney(1_050_000, 'CZK', 'en')).toBe('CZK\u00a01,050,000.00');
    // The yen has no minor unit.
    expect(formatMoney(150000, 'JPY', 'en')).toBe('¥150,000');
  });
});
