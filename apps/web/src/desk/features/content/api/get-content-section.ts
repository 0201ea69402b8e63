import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';
import { sectionPath } from './section-path';

/** GET /api/desk/content/{locale}/{section} — the draft, what is live, the English fallback and media. */
export function fetchContentSection(
  locale: Locale,
  section: ContentSectionKey,
): Promise<ContentSectionDetail> {
  return requestJson<ContentSectionDetail>(sectionPath(locale, section));
}

export function useContentSection(
  locale: Locale | undefined,
  section: ContentSectionKey | undefined,
): Resource<ContentSectionDetail> {
  return useResource<ContentSectionDetail>(locale && section ? sectionPath(locale, section) : null);
}
