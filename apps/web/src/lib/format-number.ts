import type { Figure } from '@sitedesk/shared/content/schema';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/** A key figure in the reader's conventions: 6,500 / 6.500, 33% / 33 %, and years without grouping. */
export function formatFigure(figure: Pick<Figure, 'value' | 'format'>, locale: Locale): string {
  const tag = intlLocale(locale);
  switch (figure.format) {
    case 'percent':
      return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(figure.value);
    case 'year':
      return new Intl.NumberFormat(tag, { useGrouping: false }).format(figure.value);
    case 'integer':
      return new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(figure.value);
  }
}

/** A file size in kilobytes with one decimal, e.g. 1.4 / 1,4. */
export function formatKilobytes(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(bytes / 1024);
}
