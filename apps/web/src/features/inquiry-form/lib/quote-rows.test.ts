import { describe, expect, it } from 'vitest';
import {
  checkQuoteRows,
  formatQuantity,
  newQuoteRow,
  parseQuantity,
  type QuoteRow,
  quoteRowFields,
  rowsWithProduct,
} from './quote-rows';

const productA = '0b9a7f3e-5c1d-4e8a-9f2b-1a2b3c4d5e6f';
const productB = '7d4c2b1a-9e8f-4a6b-8c5d-6e7f8a9b0c1d';
const row = (entryId: string, quantity: string, unit: QuoteRow['unit'] = 'pcs'): QuoteRow => ({
  ...newQuoteRow(entryId),
  quantity,
  unit,
});

describe('parseQuantity', () => {
  it.each([
    ['en', '1.5', 1.5],
    ['en', '1,250.5', 1250.5],
    ['en', '12', 12],
    ['de', '1,5', 1.5],
    ['de', '1.250,5', 1250.5],
    // A point groups nothing where the page's decimal mark is a comma and its group mark is not a point.
    ['fr', '1.5', 1.5],
    ['fr', '1 250,5', 1250.5],
    ['fr', '1\u202F250,5', 1250.5],
    ['ar', '١٫٥', 1.5],
    ['ar', '١٢', 12],
    ['ar', '1.5', 1.5],
    ['ja', '2.25', 2.25],
  ] as const)('reads %s “%s” as %s', (locale, typed, expected) => {
    expect(parseQuantity(typed, locale)).toBe(expected);
  });

  it.each([
    ['de', '1.5'],
    ['en', '1,5'],
    ['en', 'two'],
    ['en', ''],
    ['en', '1.2.3'],
    ['de', '1.25.0'],
  ] as const)('refuses %s “%s” rather than guessing', (locale, typed) => {
    expect(parseQuantity(typed, locale)).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it('writes an example as the page writes numbers', () => {
    expect(formatQuantity(1.5, 'en')).toBe('1.5');
    expect(formatQuantity(1.5, 'de')).toBe('1,5');
  });
});

describe('checkQuoteRows', () => {
  it('leaves an untouched row alone and names each problem of a started one', () => {
    const errors = checkQuoteRows(
      [row('', ''), row(productA, '1,5'), row('', '3'), row(productB, '0'), row(productA, '1,2345')],
      'de',
    );
    expect(errors).toEqual([
      {},
      {},
      { entryId: 'required' },
      { quantity: 'invalid_quantity' },
      { quantity: 'invalid_quantity' },
    ]);
  });
});

describe('quoteRowFields', () => {
  it('posts each row with a product under the names the server reads, the quantity as a plain decimal', () => {
    expect(
      quoteRowFields([row(productA, '1,5', 'kg'), row('', ''), row(productB, '1.200', 'pcs')], 'de'),
    ).toEqual([
      ['lineEntryId', productA],
      ['lineQuantity', '1.5'],
      ['lineUnit', 'kg'],
      ['lineEntryId', productB],
      ['lineQuantity', '1200'],
      ['lineUnit', 'pcs'],
    ]);
  });
});

describe('rowsWithProduct', () => {
  it('puts the product of the page the buyer came from in the first row', () => {
    expect(rowsWithProduct([row('', '')], productA).map((each) => each.entryId)).toEqual([productA]);
    expect(rowsWithProduct([row(productB, '2')], productA).map((each) => each.entryId)).toEqual([
      productA,
      productB,
    ]);
    // A draft that already holds it keeps its rows as they were.
    expect(
      rowsWithProduct([row(productB, '2'), row(productA, '1')], productA).map((each) => each.entryId),
    ).toEqual([productB, productA]);
  });
});
