import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/** "12 March 2027, 14:05 UTC": when a link stops working, in one time zone every reader can convert. */
export function formatExpiry(iso: string, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}
