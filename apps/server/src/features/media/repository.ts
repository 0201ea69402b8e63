import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { contentEntries, contentSections, mediaAssets } from '@sitedesk/db/content-schema';
import { isContentSectionKey } from '@sitedesk/shared/content/sections';
import { sharedPicturePaths, showsSharedPictureAt } from '@sitedesk/shared/content/shared-pictures';
import {
  type FocalPoint,
  mediaIdsIn,
  type SiteMedia,
  type SiteMediaLookup,
} from '@sitedesk/shared/content/site-media';
import type { MediaItem, MediaListQuery, MediaUsage } from '@sitedesk/shared/content-api';
import { defaultLocale, isLocale, locales } from '@sitedesk/shared/locales';
import { and, asc, desc, eq, getTableColumns, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cursorTimestampOf, decodeKeysetCursor, encodeKeysetCursor } from '../../http/keyset-cursor';
import { caseInsensitivePattern } from '../collections/search-pattern';
import { fileOfKey, imageVariantFile, isMediaId, mediaUrl, thumbnailFile } from './media-files';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type MediaRow = typeof mediaAssets.$inferSelect;
export type MediaItemRow = MediaRow & { creatorName: string | null };

const storedVariantsSchema = z.array(
  z.object({
    format: z.enum(['avif', 'webp']),
    width: z.number(),
    height: z.number(),
    sizeBytes: z.number(),
  }),
);
const storedAltSchema = z.partialRecord(z.enum(locales), z.string());

/** What the renderer and the publish checks need to know about these files; unknown ids are left out. */
export async function loadSiteMedia(db: Database, ids: readonly string[]): Promise<SiteMediaLookup> {
  const valid = [...new Set(ids)].filter(isMediaId);
  if (valid.length === 0) return {};
  const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.id, valid));
  return Object.fromEntries(rows.map((row) => [row.id, toSiteMedia(row)]));
}

/** A stored row as the public site sees it, with site-relative URLs. */
export function toSiteMedia(row: MediaRow): SiteMedia {
  const variants = (storedVariantsSchema.safeParse(row.variants).data ?? []).map((variant) => ({
    ...variant,
    url: mediaUrl(row.id, imageVariantFile(variant)),
  }));
  const largestWebp = variants
    .filter((variant) => variant.format === 'webp')
    .reduce<(typeof variants)[number] | undefined>(
      (largest, variant) => (largest && largest.width >= variant.width ? largest : variant),
      undefined,
    );
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    variants,
    alt: storedAltSchema.safeParse(row.alt).data ?? {},
    title: row.title,
    language: isLocale(row.language) ? row.language : null,
    url: largestWebp?.url ?? mediaUrl(row.id, fileOfKey(row.storageKey)),
    focalPoint: { x: row.focalX, y: row.focalY },
  };
}

/** A stored row (with its uploader's name) as the desk's media library shows it. */
export function toMediaItem(row: MediaItemRow): MediaItem {
  return {
    ...toSiteMedia(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.creatorName ?? '' } : null,
    thumbnailUrl: row.kind === 'image' ? mediaUrl(row.id, thumbnailFile) : null,
  };
}

const itemColumns = { ...getTableColumns(mediaAssets), creatorName: user.name };

/**
 * One page of the library, newest first and ties by id (decision 240): of one kind, and with `q` only the
 * files whose name, title or alt text (any language's) holds it, ignoring case (`caseInsensitivePattern`:
 * the search text is never a pattern). A page continues strictly after the cursor's item, so a file
 * uploaded meanwhile (newer than every cursor) never shifts a later page.
 */
export async function selectMediaPage(
  db: Database,
  query: Pick<MediaListQuery, 'kind' | 'q' | 'cursor' | 'limit'>,
): Promise<{ rows: MediaItemRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(mediaAssets.kind, query.kind));
  if (query.q) {
    const pattern = caseInsensitivePattern(query.q);
    // Alt texts are searched as values, not as the stored JSON (whose keys and quotes would match too).
    const condition = or(
      sql`${mediaAssets.fileName} ~ ${pattern}`,
      sql`${mediaAssets.title} ~ ${pattern}`,
      sql`exists (select 1 from jsonb_each_text(${mediaAssets.alt}) as alt_text where alt_text.value ~ ${pattern})`,
    );
    if (condition) conditions.push(condition);
  }
  if (query.cursor) {
    const after = decodeKeysetCursor(query.cursor);
    const at = sql`${after.at}::timestamptz`;
    // The row comparison says where the page continues; the plain bound lets the `created_at` index start
    // there instead of reading past every newer file first (it cannot use a row comparison on one column).
    conditions.push(
      lte(mediaAssets.createdAt, at),
      sql`(${mediaAssets.createdAt}, ${mediaAssets.id}) < (${at}, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ ...itemColumns, createdAtText: cursorTimestampOf(mediaAssets.createdAt) })
    .from(mediaAssets)
    .leftJoin(user, eq(user.id, mediaAssets.createdBy))
    .where(and(...conditions))
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    // One more than the page: whether another page follows, without counting every match.
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ createdAtText: _, ...row }) => row),
    nextCursor:
      rows.length > query.limit && last ? encodeKeysetCursor({ at: last.createdAtText, id: last.id }) : null,
  };
}

export async function selectMediaItem(db: Database, id: string): Promise<MediaItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(mediaAssets)
    .leftJoin(user, eq(user.id, mediaAssets.createdBy))
    .where(eq(mediaAssets.id, id));
  return row;
}

/** The row, locked until the transaction ends, so a change and its checks see the same state. */
export async function selectMediaForUpdate(tx: Transaction, id: string): Promise<MediaRow | undefined> {
  const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
  return row;
}

export async function insertMedia(db: Database, row: typeof mediaAssets.$inferInsert): Promise<void> {
  await db.insert(mediaAssets).values(row);
}

export async function updateMedia(
  tx: Transaction,
  id: string,
  change: Partial<Pick<MediaRow, 'alt' | 'title' | 'language'>> & { focalPoint?: FocalPoint | undefined },
): Promise<void> {
  const { focalPoint, ...fields } = change;
  await tx
    .update(mediaAssets)
    .set({
      ...fields,
      ...(focalPoint ? { focalX: focalPoint.x, focalY: focalPoint.y } : {}),
      updatedAt: new Date(),
    })
    .where(eq(mediaAssets.id, id));
}

export async function deleteMedia(tx: Transaction, id: string): Promise<void> {
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
}

/**
 * Every draft and published section and collection entry that shows the file, per language: where a
 * document names it, and where a translation shows its default language's picture (decision 203). The text
 * search narrows the rows in the database (the id is a validated uuid, so it holds no LIKE wildcards);
 * `mediaIdsIn` then keeps only real `mediaId` references, not the id mentioned in some text.
 */
export async function selectMediaUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const [sections, entries] = await Promise.all([selectSectionUsage(db, id), selectEntryUsage(db, id)]);
  return [...sections, ...entries];
}

type OwnerRow = { locale: string; draft: unknown; published: unknown };
type Place = { locale: (typeof locales)[number]; state: 'draft' | 'published'; isShared: boolean };

/** One section's or entry's rows in every language: where each shows the file. */
function usageOfOwner(rows: readonly OwnerRow[], id: string): (Place & { row: OwnerRow })[] {
  const source = rows.find((row) => row.locale === defaultLocale);
  const places: (Place & { row: OwnerRow })[] = [];
  for (const row of rows) {
    const { locale } = row;
    if (!isLocale(locale)) continue;
    for (const state of ['published', 'draft'] as const) {
      const document = row[state];
      if (document === null || document === undefined) continue;
      if (mediaIdsIn(document).includes(id)) {
        places.push({ row, locale, state, isShared: false });
        continue;
      }
      if (locale === defaultLocale || !source) continue;
      const paths = sharedPicturePaths(source[state] ?? source.draft, id);
      if (paths.some((path) => showsSharedPictureAt(document, path)))
        places.push({ row, locale, state, isShared: true });
    }
  }
  return places;
}

async function selectSectionUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const pattern = `%${id}%`;
  const naming = db
    .selectDistinct({ section: contentSections.section })
    .from(contentSections)
    .where(
      or(
        sql`${contentSections.draft}::text like ${pattern}`,
        sql`${contentSections.published}::text like ${pattern}`,
      ),
    );
  const rows = await db
    .select({
      section: contentSections.section,
      locale: contentSections.locale,
      draft: contentSections.draft,
      published: contentSections.published,
    })
    .from(contentSections)
    .where(inArray(contentSections.section, naming))
    .orderBy(asc(contentSections.section), asc(contentSections.locale));
  const usage: MediaUsage[] = [];
  for (const group of groupBy(rows, (row) => row.section)) {
    const section = group[0]?.section;
    if (!isContentSectionKey(section)) continue;
    for (const { locale, state, isShared } of usageOfOwner(group, id))
      usage.push({ section, locale, state, isShared });
  }
  return usage;
}

async function selectEntryUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const pattern = `%${id}%`;
  const naming = db
    .selectDistinct({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      or(
        sql`${contentEntries.draft}::text like ${pattern}`,
        sql`${contentEntries.published}::text like ${pattern}`,
      ),
    );
  const rows = await db
    .select({
      entryId: contentEntries.id,
      collection: contentEntries.collection,
      locale: contentEntries.locale,
      draft: contentEntries.draft,
      published: contentEntries.published,
    })
    .from(contentEntries)
    .where(inArray(contentEntries.id, naming))
    .orderBy(asc(contentEntries.collection), asc(contentEntries.id), asc(contentEntries.locale));
  const usage: MediaUsage[] = [];
  for (const group of groupBy(rows, (row) => row.entryId)) {
    for (const { row, locale, state, isShared } of usageOfOwner(group, id)) {
      const entry = row as (typeof group)[number];
      const title = entryTitleOf(entry.draft) || entryTitleOf(entry.published);
      usage.push({ collection: entry.collection, entryId: entry.entryId, title, locale, state, isShared });
    }
  }
  return usage;
}

/** Consecutive rows with the same key (the rows come sorted by it). */
function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Row[][] {
  const groups: Row[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.[0] !== undefined && keyOf(last[0]) === keyOf(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** An entry's title (news, jobs, pages) or name (products). */
function entryTitleOf(document: unknown): string {
  if (typeof document !== 'object' || document === null) return '';
  const { title, name } = document as { title?: unknown; name?: unknown };
  return typeof title === 'string' ? title : typeof name === 'string' ? name : '';
}

/** What serving a public file needs to know about its owner. */
export async function selectMediaFileOwner(
  db: Database,
  id: string,
): Promise<Pick<MediaRow, 'kind' | 'fileName' | 'storageKey'> | undefined> {
  const [row] = await db
    .select({ kind: mediaAssets.kind, fileName: mediaAssets.fileName, storageKey: mediaAssets.storageKey })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  return row;
}
