import type { Database } from '@sitedesk/db/client';
import { contentEntries, contentEntryLanguageChoices, pathRedirects } from '@sitedesk/db/content-schema';
import { type CollectionId, isCollectionId } from '@sitedesk/shared/collections/entries';
import type { PublishedEntrySource } from '@sitedesk/shared/collections/published-view';
import { isLocale, type Locale } from '@sitedesk/shared/locales';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

export type EntrySources = {
  sources: PublishedEntrySource[];
  /**
   * Per entry, what identifies its live state in every language (version, slug, time): when it differs
   * from the last render, the entry's pages and the pages that list it are rendered again.
   */
  signatures: Map<string, string>;
};

/**
 * Every entry as the site shows it: its published document per language. For an entry's preview,
 * `draftOf` names the entry whose drafts are shown instead (every language of it, published or not); the
 * other entries stay as published, so a preview never shows someone else's unpublished work.
 */
export async function loadEntrySources(
  db: Database,
  options: { draftOf?: string; only?: string[]; collection?: CollectionId } = {},
): Promise<EntrySources> {
  const { draftOf, only, collection } = options;
  const isLive = draftOf
    ? or(isNotNull(contentEntries.published), eq(contentEntries.id, draftOf))
    : isNotNull(contentEntries.published);
  // One collection's entries (the public API's lists): their paths and order need no other collection.
  const live = collection ? and(isLive, eq(contentEntries.collection, collection)) : isLive;
  const rows = await db
    .select({
      id: contentEntries.id,
      locale: contentEntries.locale,
      collection: contentEntries.collection,
      published: contentEntries.published,
      // Drafts only for the entry previewed: at thousands of entries, reading every draft too doubles
      // what each render after a publish reads and parses.
      draft: draftOf ? contentEntries.draft : sql<unknown>`null`,
      draftUpdatedAt: contentEntries.draftUpdatedAt,
      publishedVersion: contentEntries.publishedVersion,
      publishedSlug: contentEntries.publishedSlug,
      publishedAt: contentEntries.publishedAt,
    })
    .from(contentEntries)
    .where(only ? and(live, inArray(contentEntries.id, only)) : live);
  const byId = new Map<string, PublishedEntrySource>();
  const parts = new Map<string, string[]>();
  for (const row of rows) {
    if (!isLocale(row.locale) || !isCollectionId(row.collection)) continue;
    const isDraft = row.id === draftOf;
    const document = isDraft ? row.draft : row.published;
    if (document === null || document === undefined) continue;
    const source = byId.get(row.id) ?? {
      id: row.id,
      collection: row.collection,
      documents: {},
      publishedAt: {},
    };
    source.documents[row.locale] = document;
    const at = isDraft ? (row.draftUpdatedAt ?? row.publishedAt) : row.publishedAt;
    source.publishedAt[row.locale] = (at ?? new Date()).toISOString();
    byId.set(row.id, source);
    parts.set(row.id, [...(parts.get(row.id) ?? []), rowSignature(row)]);
  }
  const choices = await loadLanguageChoices(db, only);
  for (const [id, shownIn] of choices) {
    const source = byId.get(id);
    if (!source) continue;
    source.shownIn = shownIn;
    parts.set(id, [...(parts.get(id) ?? []), ...choiceSignatures(shownIn)]);
  }
  return { sources: [...byId.values()], signatures: joinSignatures(parts) };
}

/** Per entry, the languages an editor chose to show it in another language (decision 202). */
export async function loadLanguageChoices(
  db: Database,
  only?: string[],
): Promise<Map<string, Partial<Record<Locale, Locale>>>> {
  const rows = await db
    .select({
      entryId: contentEntryLanguageChoices.entryId,
      locale: contentEntryLanguageChoices.locale,
      shownIn: contentEntryLanguageChoices.shownIn,
    })
    .from(contentEntryLanguageChoices)
    .where(only ? inArray(contentEntryLanguageChoices.entryId, only) : undefined);
  const byEntry = new Map<string, Partial<Record<Locale, Locale>>>();
  for (const row of rows) {
    if (!isLocale(row.locale) || !isLocale(row.shownIn)) continue;
    byEntry.set(row.entryId, { ...byEntry.get(row.entryId), [row.locale]: row.shownIn });
  }
  return byEntry;
}

/** A choice changes what the entry's pages show, so it is part of the entry's live state. */
export function choiceSignatures(shownIn: Partial<Record<Locale, Locale>>): string[] {
  return Object.entries(shownIn).map(([locale, shown]) => `${locale}>${shown}`);
}

/** What identifies one language of an entry as published: the same columns the content stamp digests. */
export function rowSignature(row: {
  locale: string;
  publishedVersion: number;
  publishedSlug: string | null;
  publishedAt: Date | null;
}): string {
  return `${row.locale}:${row.publishedVersion}:${row.publishedSlug ?? ''}:${row.publishedAt?.getTime() ?? 0}`;
}

export function joinSignatures(parts: Map<string, string[]>): Map<string, string> {
  return new Map([...parts].map(([id, list]) => [id, list.sort().join('|')]));
}

/**
 * The old addresses to answer for. A target that is not a path on this site is ignored rather than
 * followed: a redirect must never send visitors elsewhere.
 */
export async function loadRedirects(db: Database): Promise<Map<string, string | null>> {
  const rows = await db.select().from(pathRedirects);
  const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);
  return new Map(
    rows
      .filter((row) => isSitePath(row.fromPath) && (row.toPath === null || isSitePath(row.toPath)))
      .map((row) => [row.fromPath, row.toPath]),
  );
}
