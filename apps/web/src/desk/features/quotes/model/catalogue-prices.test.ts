import type { QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import type { QuoteLine } from '@sitedesk/shared/quote-request';
import { describe, expect, it } from 'vitest';
import { listPriceFor, withCatalogueProduct, withListPrices } from './catalogue-prices';
import { emptyLine, newQuoteForm } from './quote-form';

const baler: QuoteCatalogueProduct = {
  entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ab',
  name: 'Channel baler VB-60',
  prices: [
    { currency: 'CZK', unitPrice: 1050000.5, unit: null, variant: null },
    { currency: 'EUR', unitPrice: 42500, unit: 'pcs', variant: null },
  ],
};
const wire: QuoteCatalogueProduct = {
  entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ac',
  name: 'Baling wire',
  prices: [{ currency: 'EUR', unitPrice: 1.25, unit: 'm', variant: null }],
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
    expect(listPriceFor(wire, 'EUR', 'm')).toEqual({
      currency: 'EUR',
      unitPrice: 1.25,
      unit: 'm',
      variant: null,
    });
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

describe('a variant’s list price (decision 250)', () => {
  const grey = { field: 'colour', choice: 'grey' };
  const large = { field: 'size', choice: 'xl' };
  // As the catalogue lists them: base prices first, then variants in the product's field order (size, colour).
  const ecoBale: QuoteCatalogueProduct = {
    entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ae',
    name: 'EcoBale X4',
    prices: [
      { currency: 'EUR', unitPrice: 48000, unit: 'pcs', variant: null },
      { currency: 'EUR', unitPrice: 51000, unit: 'pcs', variant: large },
      { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: grey },
      { currency: 'CZK', unitPrice: 1300000, unit: 'pcs', variant: grey },
      { currency: 'USD', unitPrice: 52000, unit: 'kg', variant: grey },
      { currency: 'USD', unitPrice: 50000, unit: null, variant: null },
    ],
  };
  const request = (extraFields: QuoteLine['extraFields']) => ({
    lines: [
      { entryId: ecoBale.entryId, title: 'EcoBale X4', quantity: 1, unit: 'pcs' as const, extraFields },
    ],
    neededBy: null,
    deliveryCountry: null,
    deliveryPostcode: null,
    vatId: null,
    purchaseReference: null,
  });
  const colourGrey = {
    key: 'colour',
    type: 'choice' as const,
    label: 'Colour',
    value: 'grey',
    valueLabels: ['Grey'],
  };
  const sizeXl = { key: 'size', type: 'choice' as const, label: 'Size', value: 'xl', valueLabels: ['XL'] };
  const priced = (extraFields: QuoteLine['extraFields'], currency = 'EUR') =>
    withListPrices({ ...newQuoteForm(request(extraFields), new Date('2026-12-01T10:00:00Z')), currency }, [
      ecoBale,
    ]).lines[0]?.unitPrice;

  it('suggests the picked variant’s price instead of the base one, in the quotation’s currency', () => {
    expect(priced([colourGrey])).toBe('49500');
    expect(priced([colourGrey], 'CZK')).toBe('1300000');
    // Several choices are options, not variants: they pick no price.
    const extras = { key: 'colour', type: 'choices' as const, label: 'Options', value: ['grey'] };
    expect(priced([extras])).toBe('48000');
    // A variant without a price of its own (green) gets the base price; none in the currency, none.
    expect(priced([{ ...colourGrey, value: 'green', valueLabels: ['Green'] }])).toBe('48000');
    expect(priced([colourGrey], 'GBP')).toBe('');
  });

  it('takes the first priced field in the product’s order when two picked variants have prices', () => {
    // The buyer answered colour before size, but the product lists size first.
    expect(priced([colourGrey, sizeXl])).toBe('51000');
  });

  it('suggests neither the variant’s price in another unit nor the base price instead of it', () => {
    // Grey in USD is priced per kilogram; the line is in pieces.
    expect(priced([colourGrey], 'USD')).toBe('');
    expect(listPriceFor(ecoBale, 'USD', 'pcs', [grey])).toBeUndefined();
    expect(listPriceFor(ecoBale, 'USD', 'pcs')).toMatchObject({ unitPrice: 50000 });
  });

  it('never replaces a typed price, and forgets the buyer’s variants when sales names another product', () => {
    const form = newQuoteForm(request([colourGrey]), new Date('2026-12-01T10:00:00Z'));
    const typed = { ...form, lines: form.lines.map((line) => ({ ...line, unitPrice: '47000' })) };
    expect(withListPrices(typed, [ecoBale]).lines[0]?.unitPrice).toBe('47000');
    const line = form.lines[0] ?? emptyLine();
    expect(line.variants).toEqual([grey]);
    expect(withCatalogueProduct(line, ecoBale, 'EUR').unitPrice).toBe('49500');
    expect(withCatalogueProduct(line, { ...ecoBale, entryId: baler.entryId }, 'EUR')).toMatchObject({
      variants: [],
      unitPrice: '48000',
    });
  });
});
