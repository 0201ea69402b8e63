import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { type Resource, useResource } from '../../../lib/use-resource';

export type SiteLocation = { id: string; name: string };

/** GET /api/desk/content/{locale}/locations — the company's locations a job can be at. */
export function useSiteLocations(locale: Locale = defaultLocale): Resource<ContentSectionDetail> {
  return useResource<ContentSectionDetail>(`/api/desk/content/${encodeURIComponent(locale)}/locations`);
}

/** The locations of the site content's `locations` section, in the draft the editors see. */
export function locationsOf(detail: ContentSectionDetail | undefined): SiteLocation[] {
  const items = (detail?.draft as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name } = item as { id?: unknown; name?: unknown };
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' && name ? name : id }] : [];
  });
}
