import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail, RevisionRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { sectionPath } from './section-path';

/** POST …/versions/{version}/restore — publishes an earlier version again, as a new version. */
export function restoreVersion(
  locale: Locale,
  section: ContentSectionKey,
  version: number,
  request: RevisionRequest,
): Promise<ContentSectionDetail> {
  return requestJson<ContentSectionDetail>(`${sectionPath(locale, section)}/versions/${version}/restore`, {
    method: 'POST',
    json: request,
  });
}
