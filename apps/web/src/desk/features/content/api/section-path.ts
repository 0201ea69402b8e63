import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { Locale } from '@sitedesk/shared/locales';

/** `/api/desk/content/{locale}/{section}`: the base every section endpoint below builds on. */
export function sectionPath(locale: Locale, section: ContentSectionKey): string {
  return `/api/desk/content/${encodeURIComponent(locale)}/${encodeURIComponent(section)}`;
}
