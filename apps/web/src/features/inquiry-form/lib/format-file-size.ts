import { intlLocale, type Locale } from '@sitedesk/shared/locales';
/** `2.4 MB`, `830 kB`, in the page's number format. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}
