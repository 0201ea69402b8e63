import type { Database } from '@sitedesk/db/client';
import type { ApiEntry } from '@sitedesk/shared/api-keys-api';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { buildPublishedCollections, isoDay } from '@sitedesk/shared/collections/published-view';
import type { Locale } from '@sitedesk/shared/locales';
import { loadEntrySources } from '../../content/entry-sources';

/**
 * A collection's entries in one language as the public site lists them: the same published rows
 * (`loadEntrySources` without a draft), the same view (`buildPublishedCollections`: translation fallback,
 * an editor's choice of another language, the schema check, jobs past their closing date left out) and
 * the same order. Drafts are never read; product list prices live in their own table, never read here.
 */
export async function publishedEntries(
  db: Database,
  collection: CollectionId,
  locale: Locale,
  now: Date,
  only?: string,
): Promise<ApiEntry[]> {
  const { sources } = await loadEntrySources(db, { collection, ...(only ? { only: [only] } : {}) });
  const view = buildPublishedCollections(sources, locale, isoDay(now));
  const entries: PublishedEntry<unknown>[] = view[collection];
  return entries.map((entry) => ({
    id: entry.id,
    collection,
    locale,
    language: entry.shownIn[locale] ?? locale,
    document: entry.document as Record<string, unknown>,
    paths: entry.paths,
    publishedAt: entry.publishedAt,
  }));
}
