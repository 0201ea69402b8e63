import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { parsePhoneNumber } from 'libphonenumber-js/max';

/** `+351 912 345 678 (Portugal)`: the international form staff can dial from anywhere, and whose number it is. */
export function formatPhone(phone: { e164: string; country: string }, locale: Locale): string {
  let number = phone.e164;
  try {
    number = parsePhoneNumber(phone.e164).formatInternational();
  } catch {
    // The server stored it only after validating it; if the metadata has since changed, E.164 is still dialable.
  }
  return `${number} (${countryName(phone.country, locale)})`;
}

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageName(language: Locale, locale: Locale): string {
  return (
    new Intl.DisplayNames([intlLocale(locale)], { type: 'language', fallback: 'code' }).of(language) ??
    language
  );
}

/** Sizes as a file manager shows them (binary multiples, as the form's limits are counted). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [unit, divisor] =
    bytes >= 1024 * 1024
      ? (['megabyte', 1024 * 1024] as const)
      : bytes >= 1024
        ? (['kilobyte', 1024] as const)
        : (['byte', 1] as const);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit,
    // "800 bytes" rather than "800 byte"; the larger units read best short ("1.2 MB").
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / divisor);
}

/** Made once per language: building an `Intl.DateTimeFormat` costs more than formatting with it. */
const receivedAtFormats = new Map<string, Intl.DateTimeFormat>();

function receivedAtFormat(tag: string): Intl.DateTimeFormat {
  let format = receivedAtFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
    receivedAtFormats.set(tag, format);
  }
  return format;
}

/**
 * When an inquiry arrived, in the reader's language (British English where none is given). The staff's time
 * zone is not known to the mail, so the time is given in UTC and says so.
 */
export function formatReceivedAt(isoTimestamp: string, locale?: Locale): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return `${receivedAtFormat(locale ? intlLocale(locale) : 'en-GB').format(date)} UTC`;
}

/** Only web links become links; anything else (a `javascript:` URL from a bad configuration) stays text. */
export function webLink(url: string): { label: string; href: string } | undefined {
  const href = webHref(url);
  return href ? { label: href, href } : undefined;
}

export function webHref(url: string): string | undefined {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export { oneLine } from './one-line';
