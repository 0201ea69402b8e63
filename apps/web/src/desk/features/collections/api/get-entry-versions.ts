import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { ContentVersionSummary } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { type Resource, useResource } from '../../../lib/use-resource';
import { entryApiPath } from './entry-api-path';

/**
 * GET …/versions — every published version, newest first. The contract names a bare array; an answer shaped
 * like the sections' `{ versions }` is read too, so the history works with either.
 */
export function useEntryVersions(
  collection: CollectionId,
  id: string,
  locale: Locale,
): Resource<ContentVersionSummary[] | { versions: ContentVersionSummary[] }> {
  return useResource(`${entryApiPath(collection, id, locale)}/versions`);
}

export function versionsOf(
  data: ContentVersionSummary[] | { versions: ContentVersionSummary[] } | undefined,
): ContentVersionSummary[] | undefined {
  if (data === undefined) return undefined;
  return Array.isArray(data) ? data : data.versions;
}
