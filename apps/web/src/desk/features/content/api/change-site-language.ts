import type { Locale } from '@sitedesk/shared/locales';
import type { AddSiteLanguageRequest, SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/site-languages — answers once the language's pages are live. */
export function addSiteLanguage(request: AddSiteLanguageRequest): Promise<SiteLanguagesOverview> {
  return requestJson<SiteLanguagesOverview>('/api/desk/site-languages', { method: 'POST', json: request });
}

/** DELETE /api/desk/site-languages/{locale} — answers once no page names the language any more. */
export function removeSiteLanguage(locale: Locale): Promise<SiteLanguagesOverview> {
  return requestJson<SiteLanguagesOverview>(`/api/desk/site-languages/${locale}`, { method: 'DELETE' });
}
