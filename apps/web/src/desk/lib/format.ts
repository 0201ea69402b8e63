import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const countryNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the desk's language; the code itself if the browser does not know it. */
export function countryName(code: string, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `+49 151 23456789` for display; the stored E.164 string if it cannot be parsed. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function formatNumber(value: number, locale: Locale, digits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
}

/**
 * A size as people write it, in the desk's language: `193 bytes`, `1.2 kB`, `3.4 MB` (`193 octets`,
 * `1,2 ko` in French). Bytes are spelled out: the short form of the unit is `byte` whatever the count.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Up to two initials for an avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A duration of business minutes as people write it, in the desk's language: `3 min`, `2 hr, 5 min`
 * (`2 Std., 5 Min.`). Hours go on past a day: business time has no 24-hour days (decision 168).
 */
export function formatMinutes(totalMinutes: number, locale: Locale): string {
  const language = intlLocale(locale);
  const minutes = Math.round(totalMinutes);
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(minutes % 60 > 0 || hours === 0 ? [unit(minutes % 60, 'minute')] : []),
  ];
  return new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(parts);
}

/** A share as a percentage in the desk's language: `50 %`, `٥٠٪`. */
export function formatShare(part: number, whole: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(
    whole === 0 ? 0 : part / whole,
  );
}

/** An amount of money in major units as the desk's language writes it: `86.099,97 €` in German, `CZK 1,050,000.00`. */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(value);
  } catch {
    // A currency code Intl does not know (a quotation's, mid-typing): the number and the code as typed.
    return `${new Intl.NumberFormat(intlLocale(locale)).format(value)} ${currency}`;
  }
}
