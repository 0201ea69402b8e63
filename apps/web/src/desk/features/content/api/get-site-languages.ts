import type { SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/site-languages — every language, whether the site offers it, how much is translated. */
export function useSiteLanguages(): Resource<SiteLanguagesOverview> {
  return useResource<SiteLanguagesOverview>('/api/desk/site-languages');
}
