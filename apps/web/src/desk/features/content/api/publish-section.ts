import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail, RevisionRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { sectionPath } from './section-path';

/** POST …/publish — makes the saved draft live as a new version (also checks the media it uses). */
export function publishSection(
  locale: Locale,
  section: ContentSectionKey,
  request: RevisionRequest,
): Promise<ContentSectionDetail> {
  return requestJson<ContentSectionDetail>(`${sectionPath(locale, section)}/publish`, {
    method: 'POST',
    json: request,
  });
}
