import { describe, expect, it } from 'vitest';
import { inquiryCreatedEvent, webhookPayload } from './events';

const colour = {
  key: 'colour',
  type: 'choice' as const,
  label: 'Colour',
  value: 'grey',
  valueLabels: ['Grey'],
};
const engraving = { key: 'engraving', type: 'text' as const, label: 'Engraving', value: 'Ana Ribeiro' };

const event = inquiryCreatedEvent({
  id: '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e',
  reference: 'SD-26-4F7K2',
  topic: 'quote',
  country: 'PT',
  locale: 'en',
  createdAt: new Date('2026-11-30T09:12:44.000Z'),
  name: 'Ana Ribeiro',
  email: 'ana@lusorecicla.example',
  message: 'A quote, please.',
  quoteRequest: {
    lines: [
      {
        entryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        title: 'EcoBale X4',
        quantity: 2,
        unit: 'pcs',
        extraFields: [colour, engraving],
      },
      { entryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e60', title: 'Shredder', quantity: 1, unit: 'pcs' },
    ],
    neededBy: null,
    deliveryCountry: 'PT',
    deliveryPostcode: null,
    vatId: null,
    purchaseReference: null,
  },
});

type Lines = { quoteRequest: { lines: { extraFields?: unknown }[] } };

// Decision 243: a product line's typed answers are the buyer's own words, as a topic's are (decision 232).
describe('inquiry.created and a product line’s own fields', () => {
  it('carries only the answers chosen from options to an endpoint without personal data', () => {
    const data = webhookPayload(event, new Date(), false).data as unknown as Lines;
    expect(data.quoteRequest.lines.map((line) => line.extraFields)).toEqual([[colour], undefined]);
  });

  it('carries every answer to an endpoint that receives personal data', () => {
    const data = webhookPayload(event, new Date(), true).data as unknown as Lines;
    expect(data.quoteRequest.lines[0]?.extraFields).toEqual([colour, engraving]);
  });
});
