import {
  contentEntries,
  contentEntryLanguageChoices,
  contentEntryVersions,
  productFields,
  productPrices,
} from '@sitedesk/db/content-schema';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { EditedRow } from '../editing/edit-stamps';
import {
  draftAuthor,
  editStampColumns,
  publisher,
  type Queryable,
  type Transaction,
  versionHistory,
} from '../editing/repository';

const entryColumns = {
  id: contentEntries.id,
  locale: contentEntries.locale,
  collection: contentEntries.collection,
  slug: contentEntries.slug,
  publishedSlug: contentEntries.publishedSlug,
  publishAt: contentEntries.publishAt,
  createdAt: contentEntries.createdAt,
  ...editStampColumns(contentEntries),
};

/** One entry in one language, with the names of whoever last drafted and published it. */
export type EntryRow = EditedRow & {
  id: string;
  locale: string;
  collection: CollectionId;
  slug: string;
  publishedSlug: string | null;
  publishAt: Date | null;
  createdAt: Date;
};

function selectEntries(db: Queryable) {
  return db
    .select(entryColumns)
    .from(contentEntries)
    .leftJoin(draftAuthor, eq(draftAuthor.id, contentEntries.draftUpdatedBy))
    .leftJoin(publisher, eq(publisher.id, contentEntries.publishedBy));
}

/** Every language of one entry of `collection`. */
export function selectEntryRows(db: Queryable, collection: CollectionId, id: string): Promise<EntryRow[]> {
  return selectEntries(db).where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)));
}

/** Every row of a collection, newest entries first: the list and the slug and path checks work on these. */
export function selectCollectionRows(db: Queryable, collection: CollectionId): Promise<EntryRow[]> {
  return selectEntries(db)
    .where(eq(contentEntries.collection, collection))
    .orderBy(desc(contentEntries.createdAt), asc(contentEntries.id));
}

/** Entries of `collection` whose draft title, slug or text matches `pattern` (a POSIX regex), any language. */
export async function selectMatchingEntryIds(
  db: Queryable,
  collection: CollectionId | undefined,
  pattern: string,
  limit: number,
): Promise<{ id: string; locale: string; collection: CollectionId }[]> {
  return db
    .select({ id: contentEntries.id, locale: contentEntries.locale, collection: contentEntries.collection })
    .from(contentEntries)
    .where(
      and(
        collection ? eq(contentEntries.collection, collection) : undefined,
        sql`(${contentEntries.slug} ~ ${pattern} OR ${contentEntries.draft}::text ~ ${pattern})`,
      ),
    )
    .orderBy(desc(contentEntries.createdAt), asc(contentEntries.id), asc(contentEntries.locale))
    .limit(limit);
}

/** Holds every language row of the entry until the transaction ends, so writes to one entry take turns. */
export async function lockEntry(tx: Transaction, id: string): Promise<void> {
  await tx
    .select({ revision: contentEntries.revision })
    .from(contentEntries)
    .where(eq(contentEntries.id, id))
    .for('update');
}

export async function insertEntryRows(
  db: Queryable,
  rows: (typeof contentEntries.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(contentEntries).values(rows).onConflictDoNothing();
}

/** Changes one language of an entry; every write moves its revision on. */
export async function updateEntryRow(
  tx: Transaction,
  id: string,
  locale: string,
  change: Partial<typeof contentEntries.$inferInsert>,
): Promise<void> {
  await tx
    .update(contentEntries)
    .set({ ...change, revision: sql`${contentEntries.revision} + 1` })
    .where(and(eq(contentEntries.id, id), eq(contentEntries.locale, locale)));
}

export async function deleteEntryRows(tx: Transaction, id: string): Promise<void> {
  await tx.delete(contentEntries).where(eq(contentEntries.id, id));
  await tx.delete(contentEntryLanguageChoices).where(eq(contentEntryLanguageChoices.entryId, id));
  // A product's prices go with it (decision 233): the table has no foreign key, entries being per language.
  await tx.delete(productPrices).where(eq(productPrices.entryId, id));
  // And its own fields (decision 243); the inquiries that answered them keep the answers as sent.
  await tx.delete(productFields).where(eq(productFields.entryId, id));
}

export async function insertEntryVersion(tx: Transaction, row: typeof contentEntryVersions.$inferInsert) {
  await tx.insert(contentEntryVersions).values(row);
}

const entryHistory = versionHistory(contentEntryVersions, (id, locale) =>
  and(eq(contentEntryVersions.entryId, id), eq(contentEntryVersions.locale, locale)),
);
/** The versions of one language of an entry, newest first. */
export const selectEntryVersions = entryHistory.list;
export const selectEntryVersion = entryHistory.one;

/** Scheduled publications due at `now`, oldest first. */
export function selectDuePublications(db: Queryable, now: Date) {
  return db
    .select({
      id: contentEntries.id,
      locale: contentEntries.locale,
      collection: contentEntries.collection,
      revision: contentEntries.revision,
    })
    .from(contentEntries)
    .where(and(isNotNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)))
    .orderBy(asc(contentEntries.publishAt));
}

/** What the address checks need of every row of a collection: no documents, so it stays cheap at size. */
export type SlugRow = {
  id: string;
  locale: string;
  slug: string;
  publishedSlug: string | null;
  isPublished: boolean;
};

export function selectSlugRows(db: Queryable, collection: CollectionId): Promise<SlugRow[]> {
  return db
    .select({
      id: contentEntries.id,
      locale: contentEntries.locale,
      slug: contentEntries.slug,
      publishedSlug: contentEntries.publishedSlug,
      isPublished: sql<boolean>`${contentEntries.published} IS NOT NULL`,
    })
    .from(contentEntries)
    .where(eq(contentEntries.collection, collection));
}

/** Every language of the entries named. */
export function selectRowsOfEntries(db: Queryable, ids: readonly string[]): Promise<EntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectEntries(db).where(inArray(contentEntries.id, [...ids]));
}
