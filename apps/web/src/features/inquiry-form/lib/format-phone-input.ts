import type { CountryCode } from 'libphonenumber-js';
import { AsYouType } from 'libphonenumber-js/core';
import { latinDigits } from './latin-digits';
import { significant } from './phone-input';
import { isPhoneRegion, phoneMetadata } from './phone-metadata';

export type FormattedPhone = {
  text: string;
  /** Where the caret belongs: after the same digit it followed in what the visitor typed. */
  caret: number;
  /** The country an international number (`+44 …`, `0044 …`) names, once it is clear. */
  detectedCountry?: CountryCode;
};

function countSignificant(text: string, end: number): number {
  let count = 0;
  for (let index = 0; index < end && index < text.length; index++) {
    if (significant.test(text.charAt(index))) count++;
  }
  return count;
}

function positionAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (significant.test(text.charAt(index))) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** `00` is how most of the world dials abroad; libphonenumber wants `+`. */
const internationalByZeros = /^\s*00(?=[1-9])/;

/**
 * Formats the number as the visitor types (libphonenumber's `AsYouType`) and says where the caret goes, so
 * reformatting never moves it against them. International numbers keep their `+` and name their country.
 */
export function formatPhoneInput(raw: string, caret: number, country: string): FormattedPhone {
  let digitsBeforeCaret = countSignificant(latinDigits(raw), caret);
  let text = latinDigits(raw);
  if (internationalByZeros.test(text)) {
    // Two zeros become one plus sign.
    if (digitsBeforeCaret >= 2) digitsBeforeCaret -= 1;
    text = text.replace(internationalByZeros, '+');
  }
  const isInternational = text.trimStart().startsWith('+');
  const digits = text.replace(/\D/g, '');
  if (digits === '') {
    const bare = isInternational ? '+' : '';
    return { text: bare, caret: bare.length };
  }
  // Until its numbering plan has loaded, a number is taken as typed; it is formatted once the plan is here.
  const metadata = phoneMetadata();
  const formatter = isInternational
    ? new AsYouType(undefined, metadata)
    : new AsYouType(isPhoneRegion(country) && metadata.countries[country] ? country : undefined, metadata);
  const formatted = formatter.input(isInternational ? `+${digits}` : digits);
  const detectedCountry = isInternational ? formatter.getCountry() : undefined;
  return {
    text: formatted,
    caret: positionAfterSignificant(formatted, digitsBeforeCaret),
    ...(detectedCountry ? { detectedCountry } : {}),
  };
}
