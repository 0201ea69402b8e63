import { contentEntries, contentEntryVersions } from '@sitedesk/db/content-schema';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { PublishedEntrySource } from '@sitedesk/shared/collections/published-view';
import { isLocale } from '@sitedesk/shared/locales';
import { and, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Queryable } from '../content/repository';

/**
 * What the public site renders of the collections, straight from the database: every entry's published
 * document per language, for `buildPublishedCollections` (which applies the fallback and the sorting).
 * Entries whose default language is not published are left to it to drop.
 */
export async function loadPublishedEntrySources(db: Queryable): Promise<PublishedEntrySource[]> {
  const rows = await db
    .select({
      id: contentEntries.id,
      collection: contentEntries.collection,
      locale: contentEntries.locale,
      published: contentEntries.published,
      publishedAt: contentEntries.publishedAt,
    })
    .from(contentEntries)
    .where(isNotNull(contentEntries.published));
  const sources = new Map<string, PublishedEntrySource>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const source = sources.get(row.id) ?? {
      id: row.id,
      collection: row.collection,
      documents: {},
      publishedAt: {},
    };
    source.documents[row.locale] = row.published;
    source.publishedAt[row.locale] = (row.publishedAt ?? new Date(0)).toISOString();
    sources.set(row.id, source);
  }
  return [...sources.values()];
}

/**
 * Changes whenever what the collections show changes: a publication (a new version), and also an unpublish
 * or a delete, which add no version but change the count of live rows or their latest publication time.
 * For instances that compare stamps to know when to render again.
 */
export async function selectEntriesStamp(db: Queryable): Promise<string> {
  const [versions] = await db
    .select({ total: count(), latest: max(contentEntryVersions.id) })
    .from(contentEntryVersions);
  const [live] = await db
    .select({ total: count(), latest: max(contentEntries.publishedAt) })
    .from(contentEntries)
    .where(isNotNull(contentEntries.published));
  const latest = live?.latest ? new Date(live.latest).toISOString() : '-';
  return `${versions?.total ?? 0}/${versions?.latest ?? 0}/${live?.total ?? 0}/${latest}`;
}

/**
 * One entry as its drafts would put it on the site, for the draft preview: each language's draft in place
 * of its published document (`buildPublishedCollections` then applies the fallback as it will when
 * published). `undefined` when there is no such entry.
 */
export async function loadDraftEntrySource(
  db: Queryable,
  collection: CollectionId,
  id: string,
  now: Date,
): Promise<PublishedEntrySource | undefined> {
  const rows = await db
    .select({ locale: contentEntries.locale, draft: contentEntries.draft })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)));
  if (rows.length === 0) return undefined;
  const source: PublishedEntrySource = { id, collection, documents: {}, publishedAt: {} };
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    source.documents[row.locale] = row.draft;
    source.publishedAt[row.locale] = now.toISOString();
  }
  return source;
}
