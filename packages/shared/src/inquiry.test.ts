import fc from 'fast-check';
import type { CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' };
import {
  isSupportedCountry,
  parsePhoneNumberFromString as parseWithMaxMetadata,
} from 'libphonenumber-js/max';
import { getExampleNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  createInquiryRequestSchema,
  inquiryFieldErrors,
  inquiryRequestSchema,
  inquiryTopics,
} from './inquiry';

const valid = {
  name: 'Ana Ribeiro',
  company: 'Lusorecicla Lda.',
  email: 'ana.ribeiro@lusorecicla.example',
  phone: '',
  phoneCountry: '',
  country: 'PT',
  topic: 'quote',
  message: 'We need a quote for a channel baler, 60 t/day of OCC.',
  consent: true,
  locale: 'en',
};

const serverSchema = createInquiryRequestSchema(
  (text, country) => parseWithMaxMetadata(text, country),
  isSupportedCountry,
);
const schemas = { 'small metadata (browser)': inquiryRequestSchema, 'full metadata (server)': serverSchema };

describe('the inquiry schema', () => {
  it('accepts a complete inquiry and keeps the phone as E.164 with its country', () => {
    const result = serverSchema.parse({ ...valid, phone: '0151 23456789', phoneCountry: 'DE' });
    expect(result.phone).toEqual({ e164: '+4915123456789', country: 'DE' });
    expect(result.country).toBe('PT');
  });

  it('names each bad field with its own code, all at once', () => {
    const result = serverSchema.safeParse({
      ...valid,
      name: ' ',
      email: 'ana@',
      phone: '12',
      phoneCountry: 'DE',
      country: 'XX',
      // Any well-formed key may be a topic editors added (decision 245): the server checks which are offered.
      topic: 'Lunch!',
      message: 'Hi',
      consent: false,
      locale: 'eo', // a language Sitedesk has no catalogs for
    });
    expect(result.success).toBe(false);
    expect(result.error && inquiryFieldErrors(result.error)).toEqual({
      name: 'required',
      email: 'invalid_email',
      phone: 'invalid_phone',
      country: 'invalid_country',
      topic: 'invalid_topic',
      message: 'too_short',
      consent: 'consent_required',
      locale: 'invalid_locale',
    });
  });

  it('offers every topic of the form', () => {
    for (const topic of inquiryTopics) expect(serverSchema.safeParse({ ...valid, topic }).success).toBe(true);
  });

  it('reads 00 and + as an international number that names its own country', () => {
    for (const phone of ['+44 7400 123456', '0044 7400 123456']) {
      expect(serverSchema.parse({ ...valid, phone, phoneCountry: 'DE' }).phone).toEqual({
        e164: '+447400123456',
        country: 'GB',
      });
    }
  });

  for (const [label, schema] of Object.entries(schemas)) {
    it(`accepts every country's example mobile number, national and international, with ${label}`, () => {
      const refused: string[] = [];
      for (const country of Object.keys(examples) as CountryCode[]) {
        const example = getExampleNumber(country, examples);
        if (!example) continue;
        for (const phone of [example.formatNational(), example.formatInternational()]) {
          const result = schema.safeParse({ ...valid, phone, phoneCountry: country });
          if (!result.success || result.data.phone?.e164 !== example.number)
            refused.push(`${country} ${phone}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }

  it('refuses numbers that do not fit the chosen country’s plan', () => {
    const invalid: [string, string][] = [
      ['DE', '0151 234'],
      ['US', '(555) 010'],
      ['GB', '07400 12345678901'],
      ['FR', '00 00 00 00 00'],
      ['DE', 'call me maybe'],
    ];
    for (const [phoneCountry, phone] of invalid) {
      const result = serverSchema.safeParse({ ...valid, phone, phoneCountry });
      expect(result.error && inquiryFieldErrors(result.error).phone, `${phoneCountry} ${phone}`).toBe(
        'invalid_phone',
      );
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        serverSchema.safeParse(input);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          email: fc.string(),
          phone: fc.string(),
          phoneCountry: fc.string({ maxLength: 3 }),
          country: fc.string({ maxLength: 3 }),
          topic: fc.string(),
          message: fc.string({ maxLength: 6000 }),
          consent: fc.anything(),
          locale: fc.string(),
        }),
        (input) => {
          const result = serverSchema.safeParse(input);
          if (!result.success)
            expect(Object.keys(inquiryFieldErrors(result.error)).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
