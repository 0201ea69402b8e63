import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { contentEntries, contentSections, mediaAssets } from '@sitedesk/db/content-schema';
import { isContentSectionKey } from '@sitedesk/shared/content/sections';
import { mediaIdsIn, type SiteMedia, type SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import type { MediaItem, MediaUsage } from '@sitedesk/shared/content-api';
import { isLocale, locales } from '@sitedesk/shared/locales';
import { asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
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

/** The library, newest first. */
export async function selectMediaItems(
  db: Database,
  kind: MediaRow['kind'] | undefined,
): Promise<MediaItemRow[]> {
  return db
    .select(itemColumns)
    .from(mediaAssets)
    .leftJoin(user, eq(user.id, mediaAssets.createdBy))
    .where(kind ? eq(mediaAssets.kind, kind) : undefined)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id));
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
  change: Partial<Pick<MediaRow, 'alt' | 'title' | 'language'>>,
): Promise<void> {
  await tx
    .update(mediaAssets)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(mediaAssets.id, id));
}

export async function deleteMedia(tx: Transaction, id: string): Promise<void> {
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
}

/**
 * Every draft and published section and collection entry that refers to the file. The text search narrows
 * the rows in the database (the id is a validated uuid, so it holds no LIKE wildcards); `mediaIdsIn` then
 * keeps only real `mediaId` references, not the id mentioned in some text.
 */
export async function selectMediaUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const [sections, entries] = await Promise.all([selectSectionUsage(db, id), selectEntryUsage(db, id)]);
  return [...sections, ...entries];
}

async function selectSectionUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const pattern = `%${id}%`;
  const rows = await db
    .select({
      section: contentSections.section,
      locale: contentSections.locale,
      draft: contentSections.draft,
      published: contentSections.published,
    })
    .from(contentSections)
    .where(
      or(
        sql`${contentSections.draft}::text like ${pattern}`,
        sql`${contentSections.published}::text like ${pattern}`,
      ),
    )
    .orderBy(asc(contentSections.section), asc(contentSections.locale));
  const usage: MediaUsage[] = [];
  for (const row of rows) {
    const { section, locale } = row;
    if (!isContentSectionKey(section) || !isLocale(locale)) continue;
    if (mediaIdsIn(row.published).includes(id)) usage.push({ section, locale, state: 'published' });
    if (mediaIdsIn(row.draft).includes(id)) usage.push({ section, locale, state: 'draft' });
  }
  return usage;
}

async function selectEntryUsage(db: Database | Transaction, id: string): Promise<MediaUsage[]> {
  const pattern = `%${id}%`;
  const rows = await db
    .select({
      entryId: contentEntries.id,
      collection: contentEntries.collection,
      locale: contentEntries.locale,
      draft: contentEntries.draft,
      published: contentEntries.published,
    })
    .from(contentEntries)
    .where(
      or(
        sql`${contentEntries.draft}::text like ${pattern}`,
        sql`${contentEntries.published}::text like ${pattern}`,
      ),
    )
    .orderBy(asc(contentEntries.collection), asc(contentEntries.id), asc(contentEntries.locale));
  const usage: MediaUsage[] = [];
  for (const row of rows) {
    const { entryId, collection, locale } = row;
    if (!isLocale(locale)) continue;
    const title = entryTitleOf(row.draft) || entryTitleOf(row.published);
    const place = { collection, entryId, title, locale };
    if (mediaIdsIn(row.published).includes(id)) usage.push({ ...place, state: 'published' });
    if (mediaIdsIn(row.draft).includes(id)) usage.push({ ...place, state: 'draft' });
  }
  return usage;
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
