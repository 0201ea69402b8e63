import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/**
 * How far the first-answer deadline is from `now`, in the unit people say it in: minutes within the hour,
 * hours within two days, days beyond. `relative` reads "in 3 hours" / "2 hours ago" in the desk's language.
 */
export function describeFirstAnswerDue(
  dueAt: string,
  now: Date,
  locale: Locale,
): { isOverdue: boolean; relative: string } {
  const minutes = (new Date(dueAt).getTime() - now.getTime()) / 60_000;
  const distance = Math.abs(minutes);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    distance < 60
      ? [Math.round(minutes), 'minute']
      : distance < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' });
  return { isOverdue: minutes < 0, relative: format.format(value === 0 && minutes < 0 ? -0 : value, unit) };
}
