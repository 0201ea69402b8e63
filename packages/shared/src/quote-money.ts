/**
 * A quotation's arithmetic (decision 220), shared by the server, which stores and prints it, and the desk,
 * which shows the totals while sales types. Money is in the currency's minor units as integers; products
 * of quantities, prices and percentages are computed in BigInt and rounded once, half away from zero, so
 * the PDF, the page and the dashboard can never differ by a cent.
 */

/** The most a line may come to, in minor units: 100 lines of it stay exact in a JavaScript number. */
export const maxLineAmountMinor = 10_000_000_000_000;

/** How many decimals the currency's minor unit has (EUR 2, JPY 0, KWD 3), as `Intl` knows it. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Whether `Intl` knows the code as a currency (ISO 4217). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}

/**
 * A price in major units (`1250.5` euros) as minor units (`125050` cents); `null` when it has more decimals
 * than the currency, is negative or is not finite.
 */
export function toMinorUnits(price: number, currency: string): number | null {
  if (!Number.isFinite(price) || price < 0) return null;
  const scale = 10 ** currencyDigits(currency);
  const minor = Math.round(price * scale);
  // 0.1 + 0.2 style noise (below 10⁻⁴ of a cent even at a billion euros) is fine; a third decimal on
  // euros is not, however large the price.
  if (Math.abs(minor - price * scale) > 1e-3) return null;
  return minor;
}

/** Minor units back to major units for the API (`125050` → `1250.5`). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** `value × 10^digits` as an exact integer, for a value known to have at most `digits` decimals. */
function scaled(value: number, digits: number): bigint {
  return BigInt(Math.round(value * 10 ** digits));
}

/** `numerator / denominator` rounded half away from zero; both non-negative. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** quantity × unit price − discount %, rounded to the minor unit. */
export function lineAmountMinor(line: {
  quantity: number;
  unitPriceMinor: number;
  discountPercent: number;
}): number {
  const quantity = scaled(line.quantity, 3);
  const keep = 10_000n - scaled(line.discountPercent, 2);
  return Number(divideRounded(BigInt(line.unitPriceMinor) * quantity * keep, 1000n * 10_000n));
}

export type QuoteVat = { kind: 'rate'; ratePercent: number } | { kind: 'reverse_charge' } | { kind: 'none' };

export type QuoteTotals = {
  lineAmountsMinor: number[];
  netTotalMinor: number;
  vatMinor: number;
  totalMinor: number;
};

/** The lines' amounts, their sum, the VAT on the sum (not per line) and the total. */
export function quoteTotals(
  lines: readonly { quantity: number; unitPriceMinor: number; discountPercent: number }[],
  vat: QuoteVat,
): QuoteTotals {
  const lineAmountsMinor = lines.map(lineAmountMinor);
  const netTotalMinor = lineAmountsMinor.reduce((sum, amount) => sum + amount, 0);
  const vatMinor =
    vat.kind === 'rate'
      ? Number(divideRounded(BigInt(netTotalMinor) * scaled(vat.ratePercent, 2), 10_000n))
      : 0;
  return { lineAmountsMinor, netTotalMinor, vatMinor, totalMinor: netTotalMinor + vatMinor };
}
