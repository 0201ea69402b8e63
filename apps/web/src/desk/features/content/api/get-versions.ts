import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { ContentVersionList } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { type Resource, useResource } from '../../../lib/use-resource';
import { sectionPath } from './section-path';

/** GET …/versions — every published version, newest first. */
export function useContentVersions(locale: Locale, section: ContentSectionKey): Resource<ContentVersionList> {
  return useResource<ContentVersionList>(`${sectionPath(locale, section)}/versions`);
}
