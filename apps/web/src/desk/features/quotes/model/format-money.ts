import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/** An amount in its currency as the desk's language writes it (`€82,600.00`, `82 600,00 €`). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(amount);
  } catch {
    // A currency code Intl does not know (mid-typing): the number and the code as typed.
    return `${new Intl.NumberFormat(intlLocale(locale)).format(amount)} ${currency}`;
  }
}
