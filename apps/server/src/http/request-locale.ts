import { defaultLocale, isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import Negotiator from 'negotiator';

/** The visitor's preferred language among ours, from `Accept-Language`; English when nothing matches. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } });
  const preferred = negotiator.language([...locales]);
  return isLocale(preferred) ? preferred : defaultLocale;
}
