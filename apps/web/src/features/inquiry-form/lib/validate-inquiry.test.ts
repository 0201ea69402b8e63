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
