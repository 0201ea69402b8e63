import type { QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import { describe, expect, it } from 'vitest';
import { listPriceFor, withCatalogueProduct, withListPrices } from './catalogue-prices';
import { emptyLine, newQuoteForm } from './quote-form';

const baler: QuoteCatalogueProduct = {
  entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ab',
  name: 'Channel baler VB-60',
  prices: [
    { currency: 'CZK', unitPrice: 1050000.5, unit: null },
    { currency: 'EUR', unitPrice: 42500, unit: 'pcs' },
  ],
};
const wire: QuoteCatalogueProduct = {
  entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ac',
  name: 'Baling wire',
  prices: [{ currency: 'EUR', unitPrice: 1.25, unit: 'm' }],
};
const unpriced: QuoteCatalogueProduct = {
  entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ad',
  name: 'Custom shredder',
  prices: [],
};

describe('a catalogue product chosen for a quotation line', () => {
  it('fills an empty line: the product, its name, its price in the quotation’s currency and the price’s unit', () => {
    const line = withCatalogueProduct(emptyLine(), baler, 'EUR');
    expect(line).toMatchObject({
      entryId: baler.entryId,
      description: 'Channel baler VB-60',
      unitPrice: '42500',
      unit: 'pcs',
    });
    // A price with no unit named fills the price and leaves the unit to sales.
    expect(withCatalogueProduct(emptyLine(), baler, ' czk ')).toMatchObject({
      unitPrice: '1050000.5',
      unit: '',
    });
  });

  it('never overwrites what sales typed: a price, a description or a unit', () => {
    const typed = {
      ...emptyLine(),
      description: 'VB-60 with conveyor',
      unitPrice: '39900',
      unit: 'pcs' as const,
    };
    expect(withCatalogueProduct(typed, baler, 'EUR')).toMatchObject({
      entryId: baler.entryId,
      description: 'VB-60 with conveyor',
      unitPrice: '39900',
      unit: 'pcs',
    });
  });

  it('suggests nothing without a price in the currency, or with one for another unit', () => {
    expect(withCatalogueProduct(emptyLine(), baler, 'USD')).toMatchObject({
      entryId: baler.entryId,
      unitPrice: '',
    });
    expect(withCatalogueProduct(emptyLine(), unpriced, 'EUR')).toMatchObject({ unitPrice: '' });
    // Wire is priced per metre: a line in kilograms gets no per-metre price.
    const inKilograms = { ...emptyLine(), unit: 'kg' as const };
    expect(withCatalogueProduct(inKilograms, wire, 'EUR')).toMatchObject({ unitPrice: '', unit: 'kg' });
    expect(listPriceFor(wire, 'EUR', 'kg')).toBeUndefined();
    expect(listPriceFor(wire, 'EUR', 'm')).toEqual({ currency: 'EUR', unitPrice: 1.25, unit: 'm' });
  });

  it('choosing no product makes a free line and keeps its text and price', () => {
    const chosen = withCatalogueProduct(emptyLine(), baler, 'EUR');
    expect(withCatalogueProduct(chosen, undefined, 'EUR')).toMatchObject({
      entryId: null,
      description: 'Channel baler VB-60',
      unitPrice: '42500',
    });
  });
});

describe('a new quotation from a request', () => {
  const request = {
    lines: [
      { entryId: baler.entryId, title: 'Channel baler VB-60', quantity: 2, unit: 'pcs' as const },
      { entryId: wire.entryId, title: 'Baling wire', quantity: 500, unit: 'kg' as const },
      { entryId: unpriced.entryId, title: 'Custom shredder', quantity: 1, unit: 'pcs' as const },
    ],
    neededBy: null,
    deliveryCountry: null,
    deliveryPostcode: null,
    vatId: null,
    purchaseReference: null,
  };

  it('prices the requested products from the catalogue, and only those with a fitting list price', () => {
    const form = withListPrices(newQuoteForm(request, new Date('2026-11-30T10:00:00Z')), [
      baler,
      wire,
      unpriced,
    ]);
    expect(form.lines.map((line) => line.unitPrice)).toEqual(['42500', '', '']);
  });

  it('changes nothing (the same form) when no line can be priced, e.g. in another currency', () => {
    const form = { ...newQuoteForm(request, new Date('2026-11-30T10:00:00Z')), currency: 'USD' };
    expect(withListPrices(form, [baler, wire])).toBe(form);
  });
});
