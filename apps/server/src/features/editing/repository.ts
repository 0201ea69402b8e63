import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import type {
  contentEntries,
  contentEntryVersions,
  contentSections,
  contentVersions,
} from '@sitedesk/db/content-schema';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** The two tables whose rows are edited (a draft beside the live document, a revision, who wrote last). */
type EditedTable = typeof contentSections | typeof contentEntries;
/** Their histories: every version that was ever live. */
type VersionTable = typeof contentVersions | typeof contentEntryVersions;

/** Joined as `leftJoin(draftAuthor, eq(draftAuthor.id, table.draftUpdatedBy))`, likewise `publisher`. */
export const draftAuthor = alias(user, 'draft_author');
export const publisher = alias(user, 'publisher');

/** Who wrote the draft last and who published last, by name: the columns every edited row is read with. */
export function editStampColumns(table: EditedTable) {
  return {
    draft: table.draft,
    published: table.published,
    revision: table.revision,
    publishedVersion: table.publishedVersion,
    draftUpdatedAt: table.draftUpdatedAt,
    draftUpdatedById: table.draftUpdatedBy,
    draftUpdatedByName: draftAuthor.name,
    publishedAt: table.publishedAt,
    publishedById: table.publishedBy,
    publishedByName: publisher.name,
  };
}

/** One published version as the history lists it, with its document. */
export type VersionRow = {
  version: number;
  document: unknown;
  publishedAt: Date;
  publishedById: string | null;
  publishedByName: string | null;
  restoredFrom: number | null;
};

/** The versions of one document (`where` names it), newest first; with `version`, only that one. */
export function selectVersionRows(
  db: Queryable,
  table: VersionTable,
  where: SQL | undefined,
  version?: number,
): Promise<VersionRow[]> {
  return db
    .select({
      version: table.version,
      document: table.document,
      publishedAt: table.publishedAt,
      publishedById: table.publishedBy,
      publishedByName: user.name,
      restoredFrom: table.restoredFrom,
    })
    .from(table)
    .leftJoin(user, eq(user.id, table.publishedBy))
    .where(version === undefined ? where : and(where, eq(table.version, version)))
    .orderBy(desc(table.version));
}

/**
 * Reads the history of one kind of document, which `documentOf` finds by its two keys (locale and section,
 * entry and locale): `list` newest first, `one` a single version or undefined.
 */
export function versionHistory(
  table: VersionTable,
  documentOf: (first: string, second: string) => SQL | undefined,
) {
  return {
    list: (db: Queryable, first: string, second: string): Promise<VersionRow[]> =>
      selectVersionRows(db, table, documentOf(first, second)),
    async one(
      db: Queryable,
      first: string,
      second: string,
      version: number,
    ): Promise<VersionRow | undefined> {
      const [row] = await selectVersionRows(db, table, documentOf(first, second), version);
      return row;
    },
  };
}
