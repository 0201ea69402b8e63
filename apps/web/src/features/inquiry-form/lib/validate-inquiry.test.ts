import { getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { initialValues } from './inquiry-values';
import { loadPhoneMetadata, phoneRegionCodes } from './phone-metadata';
import { validateInquiry } from './validate-inquiry';

const filled = { ...initialValues('en'), name: 'Ada', email: 'ada@example.com', country: 'DE' };

describe('validateInquiry with numbering plans loaded on demand', () => {
  it('does not call a number wrong while its plan is still on its way', () => {
    const errors = validateInquiry({ ...filled, phone: '12', phoneCountry: 'NZ' }, [], 'en');
    expect(errors.phone).toBeUndefined();
  });

  it('calls a number wrong once its plan is here', async () => {
    await loadPhoneMetadata('', 'NZ');
    const errors = validateInquiry({ ...filled, phone: '12', phoneCountry: 'NZ' }, [], 'en');
    expect(errors.phone).toBe('invalid_phone');
  });

  it.each(phoneRegionCodes.filter((region) => region !== '001'))(
    "accepts %s's example mobile number, nationally and internationally, after loading only its plan",
    async (region) => {
      const example = getExampleNumber(region as Parameters<typeof getExampleNumber>[0], examples);
      expect(example, `libphonenumber has an example for ${region}`).toBeDefined();
      if (!example) return;
      await loadPhoneMetadata(example.formatNational(), region);
      const national = validateInquiry(
        { ...filled, phone: example.formatNational(), phoneCountry: region },
        [],
        'en',
      );
      const international = validateInquiry(
        { ...filled, phone: example.number, phoneCountry: 'DE' },
        [],
        'en',
      );
      expect(national.phone).toBeUndefined();
      expect(national.phoneCountry).toBeUndefined();
      expect(international.phone).toBeUndefined();
    },
  );
});

describe('validateInquiry on a request for a quotation', () => {
  const productId = '0b9a7f3e-5c1d-4e8a-9f2b-1a2b3c4d5e6f';
  const quote = {
    ...filled,
    topic: 'quote' as const,
    message: 'Please quote these two, delivered to Leipzig.',
    consent: true,
  };
  const rows = [
    { key: 'a', entryId: productId, quantity: '1,5', unit: 'kg' as const },
    { key: 'b', entryId: '', quantity: '2', unit: 'pcs' as const },
  ];

  it('names each row’s problem at its control, and a VAT number that does not fit the company’s country', () => {
    const errors = validateInquiry({ ...quote, quoteRows: rows, vatId: 'DE12' }, [], 'de');
    expect(errors).toEqual({ 'line-1-entryId': 'required', vatId: 'invalid_vat_id' });
  });

  it('takes a German quantity and VAT number', () => {
    const errors = validateInquiry(
      { ...quote, quoteRows: rows.slice(0, 1), vatId: 'DE 123 456 789', neededBy: '2099-03-01' },
      [],
      'de',
    );
    expect(errors).toEqual({});
  });

  it('leaves the quote fields alone on another topic', () => {
    const errors = validateInquiry({ ...quote, topic: 'service', quoteRows: rows, vatId: 'DE12' }, [], 'de');
    expect(errors).toEqual({});
  });
});
