import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail, SaveDraftRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { sectionPath } from './section-path';

/** PUT …/draft — 409 `edit_conflict` when `revision` is stale, 422 `validation_failed` per field. */
export function saveDraft(
  locale: Locale,
  section: ContentSectionKey,
  request: SaveDraftRequest,
): Promise<ContentSectionDetail> {
  return requestJson<ContentSectionDetail>(`${sectionPath(locale, section)}/draft`, {
    method: 'PUT',
    json: request,
  });
}
