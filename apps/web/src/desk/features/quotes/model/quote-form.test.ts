import { quoteLimits, quoteRequestSchema } from '@sitedesk/shared/quotes-api';
import { isStorableText } from '@sitedesk/shared/text';
import { describe, expect, it } from 'vitest';
import { formFromQuote, lineDescriptionOf, newQuoteForm, requestOf, totalsOf } from './quote-form';

const now = new Date('2026-11-30T10:00:00Z');

describe('a quotation form', () => {
  // Decision 243: the variant and options the buyer picked reach the quotation with the product's name.
  it('describes a line with the variant and options the buyer picked, as they saw them', () => {
    const line = {
      entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ab',
      title: 'Channel baler VB-60',
      quantity: 1,
      unit: 'pcs' as const,
      extraFields: [
        { key: 'colour', type: 'choice' as const, label: 'Farbe', value: 'grey', valueLabels: ['Grau'] },
        { key: 'scale', type: 'yesNo' as const, label: 'Waage', value: 'no' },
      ],
    };
    expect(lineDescriptionOf(line, { yes: 'Ja', no: 'Nein' })).toBe(
      'Channel baler VB-60 (Farbe: Grau; Waage: Nein)',
    );
    expect(lineDescriptionOf({ ...line, extraFields: [] }, { yes: 'Ja', no: 'Nein' })).toBe(
      'Channel baler VB-60',
    );
  });

  it('cuts a long description without splitting a character, so the server takes what the desk prefilled', () => {
    const title = `${'x'.repeat(quoteLimits.descriptionMaxLength - 1)}😀 and more`;
    const line = {
      entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ab',
      title,
      quantity: 1,
      unit: 'pcs' as const,
    };
    const description = lineDescriptionOf(line, { yes: 'Yes', no: 'No' });
    expect(description).toBe('x'.repeat(quoteLimits.descriptionMaxLength - 1));
    expect(isStorableText(description)).toBe(true);
  });

  it('starts from the buyer’s product rows, with their quantities and units and no price yet', () => {
    const form = newQuoteForm(
      {
        lines: [
          {
            entryId: '0b9c8f5e-6a7d-4c1e-9f00-1234567890ab',
            title: 'Channel baler VB-60',
            quantity: 2,
            unit: 'pcs',
          },
        ],
        neededBy: null,
        deliveryCountry: null,
        deliveryPostcode: null,
        vatId: null,
        purchaseReference: null,
      },
      now,
    );
    expect(form.validUntil).toBe('2026-12-30');
    expect(form.lines).toMatchObject([
      { description: 'Channel baler VB-60', quantity: '2', unit: 'pcs', unitPrice: '' },
    ]);
    // No totals while a price is missing: nothing is guessed.
    expect(totalsOf(form)).toBeUndefined();
  });

  it('sends what was typed, which the shared schema accepts, and totals it as the server does', () => {
    const form = newQuoteForm(null, now);
    form.lines = [
      {
        ...form.lines[0],
        description: 'Baler',
        quantity: '2',
        unit: 'pcs',
        unitPrice: '42500',
        discountPercent: '5',
      },
    ] as typeof form.lines;
    form.vatKind = 'rate';
    form.vatRate = '19';
    const request = requestOf(form);
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
    // 2 × 42,500 − 5 % = 80,750; VAT 19 % on the sum = 15,342.50.
    expect(totalsOf(form)).toEqual({
      lineAmounts: [80750],
      netTotal: 80750,
      vatAmount: 15342.5,
      total: 96092.5,
    });
  });

  it('leaves a price with more decimals than the currency without totals, for the server to refuse by its field', () => {
    const form = newQuoteForm(null, now);
    form.currency = 'JPY';
    form.lines = [{ ...form.lines[0], description: 'Baler', unitPrice: '10.5' }] as typeof form.lines;
    expect(totalsOf(form)).toBeUndefined();
    form.lines = [{ ...form.lines[0], description: 'Baler', unitPrice: '' }] as typeof form.lines;
    // An empty price travels as null (JSON has no NaN) and comes back as that line's field error.
    expect(JSON.parse(JSON.stringify(requestOf(form))).lines[0].unitPrice).toBeNull();
  });

  it('moves a revision’s passed validity forward: the server refuses a day gone by', () => {
    const quote = {
      id: 'q',
      inquiryId: 'i',
      number: 'Q-2026-0001',
      revision: 1,
      status: 'expired' as const,
      currency: 'EUR',
      validUntil: '2026-10-01',
      lines: [
        {
          description: 'Baler',
          quantity: 1,
          unit: null,
          unitPrice: 100,
          discountPercent: 0,
          entryId: null,
          amount: 100,
        },
      ],
      vat: { kind: 'reverse_charge' as const },
      terms: { payment: '30 days net', delivery: null, notes: null },
      netTotal: 100,
      vatAmount: 0,
      total: 100,
      createdAt: '2026-09-01T00:00:00Z',
      updatedAt: '2026-09-01T00:00:00Z',
      sentAt: '2026-09-01T00:00:00Z',
      decidedAt: null,
      acceptedName: null,
      declineReason: null,
    };
    expect(formFromQuote(quote).validUntil).toBe('2026-10-01');
    const revision = formFromQuote(quote, now);
    expect(revision.validUntil).toBe('2026-12-30');
    expect(requestOf(revision)).toMatchObject({
      vat: { kind: 'reverse_charge' },
      terms: { payment: '30 days net' },
    });
  });
});
