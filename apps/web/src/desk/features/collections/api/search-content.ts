import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';
import { toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** One hit of the desk's content search: an entry in a language, or a section of the site's pages. */
export type ContentSearchResult = {
  kind: 'entry' | 'section';
  collection?: CollectionId;
  id?: string;
  section?: string;
  locale: Locale;
  title: string;
  /** The live page it appears on. */
  path: string;
};

export type ContentSearchResults = { results: ContentSearchResult[] };

/** GET /api/desk/collections/search?q= — entries and sections by title and text; waits for a query. */
export function useContentSearch(query: string): Resource<ContentSearchResults> {
  const q = query.trim();
  return useResource<ContentSearchResults>(q ? `/api/desk/collections/search${toQueryString({ q })}` : null);
}
