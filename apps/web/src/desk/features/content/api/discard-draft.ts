import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail, RevisionRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { sectionPath } from './section-path';

/** POST …/discard — the draft goes back to what is live. */
export function discardDraft(
  locale: Locale,
  section: ContentSectionKey,
  request: RevisionRequest,
): Promise<ContentSectionDetail> {
  return requestJson<ContentSectionDetail>(`${sectionPath(locale, section)}/discard`, {
    method: 'POST',
    json: request,
  });
}
