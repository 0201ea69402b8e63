import type { Database } from '@sitedesk/db/client';
import { contentEntries } from '@sitedesk/db/content-schema';
import { isCollectionId } from '@sitedesk/shared/collections/entries';
import type { PublishedEntrySource } from '@sitedesk/shared/collections/published-view';
import { isLocale } from '@sitedesk/shared/locales';
import { isNotNull } from 'drizzle-orm';
import {
  choiceSignatures,
  type EntrySources,
  joinSignatures,
  loadEntrySources,
  loadLanguageChoices,
  rowSignature,
} from './entry-sources';

/** The entries as published now, and which of them changed (or left) since the previous load. */
export type LoadedEntrySources = EntrySources & { changed: Set<string> };

/**
 * The published entries, kept between renders: each load reads only the columns that identify an entry's
 * live state (version, slug, time per language, the same the content stamp digests) and the documents
 * of the entries whose state changed. An unchanged entry keeps its source object, so the documents
 * checked against their schema for it (`published-view.ts`, a memo keyed by the source) are reused: at
 * 1,200 entries in 4 languages, reading and checking every document made most of a publish's cost.
 */
export type EntrySourceCache = { load(): Promise<LoadedEntrySources> };

/**
 * Past this many changed entries one query for every document is cheaper than a list of ids (an
 * import, the first load).
 */
const mostEntriesReadById = 200;

export function createEntrySourceCache(db: Database): EntrySourceCache {
  let known = new Map<string, { signature: string; source: PublishedEntrySource }>();

  async function liveSignatures(): Promise<Map<string, string>> {
    const rows = await db
      .select({
        id: contentEntries.id,
        locale: contentEntries.locale,
        collection: contentEntries.collection,
        publishedVersion: contentEntries.publishedVersion,
        publishedSlug: contentEntries.publishedSlug,
        publishedAt: contentEntries.publishedAt,
      })
      .from(contentEntries)
      .where(isNotNull(contentEntries.published));
    const parts = new Map<string, string[]>();
    for (const row of rows) {
      // The same rows `loadEntrySources` keeps, so an unchanged entry's signatures compare equal.
      if (!isLocale(row.locale) || !isCollectionId(row.collection)) continue;
      parts.set(row.id, [...(parts.get(row.id) ?? []), rowSignature(row)]);
    }
    // As `loadEntrySources` adds them: the choices of entries with a live row.
    for (const [id, shownIn] of await loadLanguageChoices(db)) {
      const own = parts.get(id);
      if (own) own.push(...choiceSignatures(shownIn));
    }
    return joinSignatures(parts);
  }

  return {
    async load() {
      const live = await liveSignatures();
      const stale = [...live].filter(([id, signature]) => known.get(id)?.signature !== signature);
      const fresh =
        stale.length === 0
          ? { sources: [], signatures: new Map<string, string>() }
          : await loadEntrySources(
              db,
              stale.length > mostEntriesReadById || known.size === 0 ? {} : { only: stale.map(([id]) => id) },
            );
      const next = new Map<string, { signature: string; source: PublishedEntrySource }>();
      for (const [id, signature] of live) {
        const kept = known.get(id);
        if (kept?.signature === signature) next.set(id, kept);
      }
      // The documents read now win over the first query's view: a publish between the two queries is
      // taken with the signature of what was read, and the next load sees nothing left to read.
      for (const source of fresh.sources) {
        const signature = fresh.signatures.get(source.id);
        if (signature === undefined) continue;
        const kept = known.get(source.id);
        next.set(source.id, kept?.signature === signature ? kept : { signature, source });
      }
      const changed = new Set<string>();
      for (const [id, entry] of next) if (known.get(id)?.signature !== entry.signature) changed.add(id);
      for (const id of known.keys()) if (!next.has(id)) changed.add(id);
      known = next;
      return {
        sources: [...next.values()].map((entry) => entry.source),
        signatures: new Map([...next].map(([id, entry]) => [id, entry.signature])),
        changed,
      };
    },
  };
}
