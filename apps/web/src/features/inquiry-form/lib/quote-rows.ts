import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry-fields';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import {
  isQuantity,
  type QuantityUnit,
  quantityUnits,
  quoteRequestLimits,
} from '@sitedesk/shared/quote-request';
import { latinDigits } from './latin-digits';

/** One product row of a request for a quotation as the form holds it: the quantity as typed. */
export type QuoteRow = { key: string; entryId: string; quantity: string; unit: QuantityUnit };

/** The parts of a row that can be wrong; each has its own control and its own error. */
export const quoteRowParts = ['entryId', 'quantity', 'unit'] as const;
export type QuoteRowPart = (typeof quoteRowParts)[number];
export type QuoteRowErrors = Partial<Record<QuoteRowPart, InquiryFieldErrorCode>>;

/** The names the server reads, one of each per row, in order (decision 216). */
export const quoteRowFieldNames = {
  entryId: 'lineEntryId',
  quantity: 'lineQuantity',
  unit: 'lineUnit',
} as const satisfies Record<QuoteRowPart, string>;

/** How many empty rows the form without JavaScript offers: it cannot add any. */
export const rowsWithoutScript = 3;

let nextRowKey = 0;

/** A new row: no product yet, pieces, keyed so React keeps each row's controls when another is removed. */
export function newQuoteRow(entryId = ''): QuoteRow {
  nextRowKey += 1;
  return { key: `row-${nextRowKey}`, entryId, quantity: '', unit: 'pcs' };
}

export function isQuantityUnit(value: unknown): value is QuantityUnit {
  return (quantityUnits as readonly unknown[]).includes(value);
}

/** The page's decimal and group separators (`,` and `.` in German, `.` and `,` in English). */
export function numberSeparators(locale: Locale): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A quantity typed in the page's number format (`1,5` or `1.250,5` in German, `1.5` in English, Arabic
 * digits and separators on an Arabic keyboard) as a number, or `undefined` when it is not one. A group
 * separator counts only between groups of three digits, so a German `1.5` is refused rather than read as
 * 15; a point is taken as the decimal mark where the page's own is another and the point groups nothing.
 */
export function parseQuantity(typed: string, locale: Locale): number | undefined {
  const { decimal, group } = numberSeparators(locale);
  const text = latinDigits(typed)
    // Arabic keyboards type their own decimal and thousands marks.
    .replace(/\u066B/g, decimal)
    .replace(/\u066C/g, group)
    // Spaces, no-break spaces and narrow no-break spaces group digits in French, Swedish, Czech …
    .replace(/[\s\u00A0\u202F]/g, (space) => (/\s/.test(group) ? group : space))
    .trim();
  if (text === '') return undefined;
  const d = escapeRegExp(decimal);
  const g = /\s/.test(group) ? '[\\s\\u00A0\\u202F]' : escapeRegExp(group);
  const plain = new RegExp(`^\\d+(?:${d}\\d+)?$`);
  const grouped = new RegExp(`^\\d{1,3}(?:${g}\\d{3})+(?:${d}\\d+)?$`);
  let normalized: string | undefined;
  if (plain.test(text) || grouped.test(text)) {
    normalized = text.replace(new RegExp(g, 'g'), '').replace(decimal, '.');
  } else if (decimal !== '.' && group !== '.' && /^\d+\.\d+$/.test(text)) {
    normalized = text;
  }
  if (normalized === undefined) return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** `1.5` written as the page writes numbers (`1,5` in German), for examples and hints. */
export function formatQuantity(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: quoteRequestLimits.quantityDecimals,
  }).format(value);
}

/** Whether the buyer has started a row: one without product and quantity is no line and no error. */
export function isRowStarted(row: QuoteRow): boolean {
  return row.entryId !== '' || row.quantity.trim() !== '';
}

/** Each row's problems, by row: a quantity without a product, a quantity that is not one, a unit unknown. */
export function checkQuoteRows(rows: readonly QuoteRow[], locale: Locale): QuoteRowErrors[] {
  return rows.map((row) => {
    if (!isRowStarted(row)) return {};
    const errors: QuoteRowErrors = {};
    if (row.entryId === '') errors.entryId = 'required';
    const quantity = parseQuantity(row.quantity, locale);
    if (quantity === undefined || !isQuantity(quantity)) errors.quantity = 'invalid_quantity';
    if (!isQuantityUnit(row.unit)) errors.unit = 'invalid_unit';
    return errors;
  });
}

/**
 * The rows as the server reads them: a `lineEntryId`, `lineQuantity` and `lineUnit` per row with a product,
 * the quantity as a plain decimal (`1.5`). Rows without a product are left out, as the server would.
 */
export function quoteRowFields(rows: readonly QuoteRow[], locale: Locale): [string, string][] {
  return rows.flatMap((row) => {
    if (row.entryId === '') return [];
    const quantity = parseQuantity(row.quantity, locale);
    return [
      [quoteRowFieldNames.entryId, row.entryId],
      [quoteRowFieldNames.quantity, quantity === undefined ? row.quantity.trim() : String(quantity)],
      [quoteRowFieldNames.unit, row.unit],
    ];
  });
}

/**
 * The rows after a product page's "Request a quote": the product in the first row (an empty first row
 * takes it; otherwise it goes first, unless a row already holds it).
 */
export function rowsWithProduct(rows: readonly QuoteRow[], entryId: string): QuoteRow[] {
  if (rows.some((row) => row.entryId === entryId)) return [...rows];
  const [first, ...rest] = rows;
  if (first && first.entryId === '') return [{ ...first, entryId }, ...rest];
  return [newQuoteRow(entryId), ...rows].slice(0, quoteRequestLimits.linesMaxCount);
}
