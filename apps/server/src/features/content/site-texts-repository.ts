import { siteTextOverrides } from '@sitedesk/db/content-schema';
import type { TextValue } from '@sitedesk/shared/messages/text-overrides';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { draftAuthor, publisher, type Queryable } from '../editing/repository';

/** An editor's correction of one shipped text in one language (decision 206), as stored. */
export type SiteTextRow = {
  catalog: string;
  keyPath: string;
  draft: TextValue | null;
  published: TextValue | null;
  draftUpdatedAt: Date | null;
  draftUpdatedByName: string | null;
  publishedAt: Date | null;
  publishedByName: string | null;
};

const where = (locale: string, catalog?: string, keyPath?: string) =>
  and(
    eq(siteTextOverrides.locale, locale),
    catalog === undefined ? undefined : eq(siteTextOverrides.catalog, catalog),
    keyPath === undefined ? undefined : eq(siteTextOverrides.keyPath, keyPath),
  );

/** One language's corrections, drafts and live ones. */
export async function selectSiteTextRows(db: Queryable, locale: string): Promise<SiteTextRow[]> {
  const rows = await db
    .select({
      catalog: siteTextOverrides.catalog,
      keyPath: siteTextOverrides.keyPath,
      draft: siteTextOverrides.draft,
      published: siteTextOverrides.published,
      draftUpdatedAt: siteTextOverrides.draftUpdatedAt,
      draftUpdatedByName: draftAuthor.name,
      publishedAt: siteTextOverrides.publishedAt,
      publishedByName: publisher.name,
    })
    .from(siteTextOverrides)
    .leftJoin(draftAuthor, eq(draftAuthor.id, siteTextOverrides.draftUpdatedBy))
    .leftJoin(publisher, eq(publisher.id, siteTextOverrides.publishedBy))
    .where(where(locale));
  // jsonb comes back as whatever was stored; only the service writes it, after checking its shape.
  return rows.map((row) => ({
    ...row,
    draft: row.draft as TextValue | null,
    published: row.published as TextValue | null,
  }));
}

/** Every language's corrections in one catalog as the site shows them: live, or for a preview the drafts. */
export async function selectCatalogOverrides(
  db: Queryable,
  catalog: string,
  state: 'published' | 'draft',
): Promise<{ locale: string; keyPath: string; value: TextValue }[]> {
  const column = state === 'published' ? siteTextOverrides.published : siteTextOverrides.draft;
  const rows = await db
    .select({ locale: siteTextOverrides.locale, keyPath: siteTextOverrides.keyPath, value: column })
    .from(siteTextOverrides)
    .where(and(eq(siteTextOverrides.catalog, catalog), sql`${column} is not null`));
  return rows.map((row) => ({ ...row, value: row.value as TextValue }));
}

/** One language's live corrections in one catalog: what a page rendered per request shows. */
export async function selectPublishedOverrides(
  db: Queryable,
  locale: string,
  catalog: string,
): Promise<{ key: string; value: TextValue }[]> {
  const rows = await db
    .select({ key: siteTextOverrides.keyPath, value: siteTextOverrides.published })
    .from(siteTextOverrides)
    .where(and(where(locale, catalog), sql`${siteTextOverrides.published} is not null`));
  return rows.map((row) => ({ key: row.key, value: row.value as TextValue }));
}

/** Sets the draft of one text (`null`: back to the shipped text), whoever wrote it and when. */
export async function upsertSiteTextDraft(
  db: Queryable,
  target: { locale: string; catalog: string; keyPath: string },
  draft: TextValue | null,
  staffId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(siteTextOverrides)
    .values({ ...target, draft, draftUpdatedBy: staffId, draftUpdatedAt: now })
    .onConflictDoUpdate({
      target: [siteTextOverrides.locale, siteTextOverrides.catalog, siteTextOverrides.keyPath],
      set: { draft, draftUpdatedBy: staffId, draftUpdatedAt: now },
    });
  // A reset of a text never published leaves nothing to keep.
  await db
    .delete(siteTextOverrides)
    .where(
      and(
        where(target.locale, target.catalog, target.keyPath),
        isNull(siteTextOverrides.draft),
        isNull(siteTextOverrides.published),
      ),
    );
}

/**
 * Takes one language's drafts live: every row whose draft differs from its live text. Rows reset to the
 * shipped text leave. Returns how many texts changed.
 */
export async function publishSiteTextDrafts(db: Queryable, locale: string, staffId: string): Promise<number> {
  const pending = sql`${siteTextOverrides.draft} is distinct from ${siteTextOverrides.published}`;
  const changed = await db
    .update(siteTextOverrides)
    .set({ published: sql`${siteTextOverrides.draft}`, publishedBy: staffId, publishedAt: new Date() })
    .where(and(where(locale), pending))
    .returning({ keyPath: siteTextOverrides.keyPath });
  await db
    .delete(siteTextOverrides)
    .where(and(where(locale), isNull(siteTextOverrides.draft), isNull(siteTextOverrides.published)));
  return changed.length;
}

/**
 * Changes whenever a correction goes live or leaves: part of the sections' stamp, since every page shows
 * the site catalog's texts (decision 206). A digest over the live rows, so a removal counts too.
 */
export async function selectSiteTextsStamp(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<string | null>`md5(string_agg(
        ${siteTextOverrides.locale} || ':' || ${siteTextOverrides.catalog} || ':' || ${siteTextOverrides.keyPath}
        || '=' || ${siteTextOverrides.published}::text, ',' order by ${siteTextOverrides.locale},
        ${siteTextOverrides.catalog}, ${siteTextOverrides.keyPath}))`,
    })
    .from(siteTextOverrides)
    .where(sql`${siteTextOverrides.published} is not null`);
  return row?.digest ?? '-';
}
