import type { ContentOverview } from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { useResource } from './use-resource';

/**
 * The languages the site offers (SITE_LOCALES), from the content overview: editors translate into these,
 * and a language the site does not offer is never counted as missing. Until it has loaded, the default
 * language alone.
 */
export function useSiteLocales(): readonly Locale[] {
  const overview = useResource<ContentOverview>('/api/desk/content');
  return overview.data?.siteLocales ?? [defaultLocale];
}
