import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhoneInput } from './format-phone-input';
import { deleteDigitBeforeCaret } from './phone-input';
import { loadPhoneMetadata } from './phone-metadata';

describe('formatPhoneInput', () => {
  beforeAll(async () => {
    for (const region of ['DE', 'GB', 'AE']) await loadPhoneMetadata('', region);
  });

  it('keeps a number as typed until its plan has loaded, then formats it', async () => {
    expect(formatPhoneInput('0312345678', 10, 'JP').text).toBe('0312345678');
    await loadPhoneMetadata('0312345678', 'JP');
    expect(formatPhoneInput('0312345678', 10, 'JP').text).toBe('03-1234-5678');
  });

  it('formats a national number and keeps the caret after the same digit', () => {
    // The visitor typed "7" after "0151 234", i.e. between the 7th and 8th digit of what follows.
    const raw = '015123475678';
    const result = formatPhoneInput(raw, 8, 'DE');
    expect(result.text.replace(/\D/g, '')).toBe('015123475678');
    expect(result.text.slice(0, result.caret).replace(/\D/g, '')).toBe('01512347');
    expect(result.detectedCountry).toBeUndefined();
  });

  it.each(['+44 7400 123456', '0044 7400 123456', '00447400123456'])(
    'reads %s as a UK number and names the country',
    (raw) => {
      const result = formatPhoneInput(raw, raw.length, 'DE');
      expect(result.text).toBe('+44 7400 123456');
      expect(result.detectedCountry).toBe('GB');
      expect(result.caret).toBe(result.text.length);
    },
  );

  it('turns the Arabic-Indic digits of an Arabic keyboard into Latin ones', () => {
    const raw = '٠٥٠ ١٢٣ ٤٥٦٧';
    const result = formatPhoneInput(raw, raw.length, 'AE');
    expect(result.text).toBe('050 123 4567');
    expect(formatPhoneInput('+۹۷۱۵۰۱۲۳۴۵۶۷', 13, 'DE')).toMatchObject({ detectedCountry: 'AE' });
  });

  it('keeps the caret in the middle when a digit is inserted there', () => {
    const result = formatPhoneInput('+44 74100 123456', 6, 'DE');
    expect(result.text.slice(0, result.caret).replace(/\D/g, '')).toBe('4474');
  });
});

describe('deleteDigitBeforeCaret', () => {
  it('deletes the digit before a formatting space the visitor backspaced over', () => {
    // "0151 2345" with the space deleted: caret after "0151".
    expect(deleteDigitBeforeCaret('01512345', 4)).toEqual({ text: '0152345', caret: 3 });
  });
});
