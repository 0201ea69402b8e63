import type { Locale } from '@sitedesk/shared/locales';
import type { TextValue } from '@sitedesk/shared/messages/text-overrides';
import type {
  PublishSiteTextsResult,
  SiteText,
  SiteTextCatalog,
  SiteTextsPage,
} from '@sitedesk/shared/site-texts-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** The desk's calls of `/api/desk/site-texts` (decision 206). */
const base = (locale: Locale) => `/api/desk/site-texts/${locale}`;
const textPath = (locale: Locale, catalog: SiteTextCatalog, key: string) =>
  `${base(locale)}/${catalog}/${encodeURIComponent(key)}`;

/** GET /api/desk/site-texts/{locale}?q=&catalog= — the matching texts, corrected ones first. */
export function useSiteTexts(
  locale: Locale,
  query: string,
  catalog: SiteTextCatalog | undefined,
): Resource<SiteTextsPage> {
  const search = new URLSearchParams();
  if (query) search.set('q', query);
  if (catalog) search.set('catalog', catalog);
  const suffix = search.size > 0 ? `?${search}` : '';
  return useResource<SiteTextsPage>(`${base(locale)}${suffix}`);
}

/** PUT …/{catalog}/{key} — the correction, as a draft. */
export function saveSiteText(locale: Locale, text: SiteText, value: TextValue): Promise<SiteText> {
  return requestJson<SiteText>(textPath(locale, text.catalog, text.key), { method: 'PUT', json: { value } });
}

/** DELETE …/{catalog}/{key} — back to the shipped text, as a draft. */
export function resetSiteText(locale: Locale, text: SiteText): Promise<SiteText> {
  return requestJson<SiteText>(textPath(locale, text.catalog, text.key), { method: 'DELETE' });
}

/** POST …/publish — answers once the site shows the language's corrections. */
export function publishSiteTexts(locale: Locale): Promise<PublishSiteTextsResult> {
  return requestJson<PublishSiteTextsResult>(`${base(locale)}/publish`, { method: 'POST', json: {} });
}
