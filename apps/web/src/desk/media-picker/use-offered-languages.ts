import type { Locale } from '@sitedesk/shared/locales';
import type { SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { useResource } from '../lib/use-resource';

/** The languages the public site offers now, for the picker's alt-text warnings; empty while loading. */
export function useOfferedLanguages(): Locale[] {
  const overview = useResource<SiteLanguagesOverview>('/api/desk/site-languages');
  return (overview.data?.languages ?? [])
    .filter((language) => language.isOffered)
    .map(({ locale }) => locale);
}
