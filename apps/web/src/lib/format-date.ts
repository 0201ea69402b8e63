import { type Locale, localeTags } from '@sitedesk/shared/locales';

/**
 * A calendar date (`YYYY-MM-DD`) as the reader writes it: 4 May 2026, 4. Mai 2026. Read and written in
 * UTC, so the day never shifts with the server's or the reader's time zone.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale].hreflang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
