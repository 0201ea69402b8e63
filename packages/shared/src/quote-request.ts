/**
 * What a request for a quotation adds to an inquiry (issue 27 §2): the products asked for, each with a
 * quantity and unit, a needed-by date, where it goes, the buyer's VAT number and purchase reference. Plain
 * data here (the form renders from it before zod loads, decision 150); `inquiry.ts` builds the checks.
 */
import type { TopicFieldAnswer } from './topic-fields';

export const quantityUnits = ['pcs', 'set', 'kg', 't', 'm', 'm2', 'm3', 'l'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

export const quoteRequestLimits = {
  linesMaxCount: 20,
  /** A quantity has at most three decimals and stays below a billion. */
  quantityMax: 999_999_999,
  quantityDecimals: 3,
  postcodeMaxLength: 20,
  purchaseReferenceMaxLength: 100,
} as const;

/**
 * One product line as stored with the inquiry: the product's name as the buyer saw it stays with it, and
 * the answers to the product's own fields (variants and options, decision 243) as the buyer saw them;
 * lines stored before those fields, or of a product without any, have none.
 */
export type QuoteLine = {
  entryId: string;
  title: string;
  quantity: number;
  unit: QuantityUnit;
  extraFields?: TopicFieldAnswer[];
};

/**
 * The form's name of a product line's own field (decision 243): `line.<n>.extra.<key>`, the line counted
 * among the lines with a product, as the server reads `lineEntryId` once per such line.
 */
export const productFieldInputName = (lineIndex: number, key: string) => `line.${lineIndex}.extra.${key}`;

/**
 * The name of a product's own field in the form without JavaScript: `row.<r>.<entryId>.extra.<key>`, `r`
 * counting every posted row (an earlier one may be left empty), under the product, since each row carries
 * every product's fields and only the chosen product's are its answers.
 */
export const productFieldRowInputName = (rowIndex: number, entryId: string, key: string) =>
  `row.${rowIndex}.${entryId}.extra.${key}`;

/** Where the server reports a line's own field in error (`lines.<n>.extra.<key>`); the form shows it there. */
export const productFieldErrorKey = (lineIndex: number, key: string) => `lines.${lineIndex}.extra.${key}`;

/** A request's quote details as stored and shown in the desk; `null` on an inquiry that has none. */
export type QuoteRequestDetails = {
  lines: QuoteLine[];
  /** `YYYY-MM-DD`, or `null`. */
  neededBy: string | null;
  deliveryCountry: string | null;
  deliveryPostcode: string | null;
  /** Normalised (`DE123456789`), checked for the company country's format. */
  vatId: string | null;
  purchaseReference: string | null;
};

/** Whether a quantity fits: positive, below the maximum, at most three decimals. */
export function isQuantity(value: number): boolean {
  if (!Number.isFinite(value) || value <= 0 || value > quoteRequestLimits.quantityMax) return false;
  const scaled = value * 10 ** quoteRequestLimits.quantityDecimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
