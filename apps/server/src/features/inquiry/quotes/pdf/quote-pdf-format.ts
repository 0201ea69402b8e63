import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/**
 * Numbers, money, dates and countries written the document language's way (`Intl`, with Arabic's Latin
 * digits, decision 133). Money arrives in minor units; the currency says how many digits they are.
 */
export function quoteFormatter(locale: Locale, currency: string) {
  const tag = intlLocale(locale);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  const minorDigits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  // `YYYY-MM-DD` is a calendar day, not an instant: formatted in UTC so no time zone moves it.
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  return {
    money: (minor: number) => money.format(minor / 10 ** minorDigits),
    quantity: (value: number) => quantity.format(value),
    percent: (value: number) => percent.format(value / 100),
    date: (isoDay: string) => date.format(new Date(`${isoDay}T00:00:00Z`)),
    country: (code: string) => {
      try {
        return countries.of(code.toUpperCase()) ?? code;
      } catch {
        // Not a region code's shape: printed as it is rather than failing the whole document.
        return code;
      }
    },
  };
}

export type QuoteFormatter = ReturnType<typeof quoteFormatter>;
