import { defaultLocale, isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import Negotiator from 'negotiator';

/**
 * The visitor's preferred language among `available` (by default every language Sitedesk has; the public
 * site passes the ones it offers), from `Accept-Language`; English when nothing matches.
 */
export function negotiateLocale(
  acceptLanguage: string | undefined,
  available: readonly Locale[] = locales,
): Locale {
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } });
  const preferred = negotiator.language([...available]);
  return isLocale(preferred) ? preferred : defaultLocale;
}
