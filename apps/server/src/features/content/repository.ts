import {
  contentEntries,
  contentEntryLanguageChoices,
  contentSections,
  contentVersions,
  mediaAssets,
  pathRedirects,
} from '@sitedesk/db/content-schema';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { EditedRow } from '../editing/edit-stamps';
import {
  draftAuthor,
  editStampColumns,
  publisher,
  type Queryable,
  type Transaction,
  versionHistory,
} from '../editing/repository';
import { selectTopicsStamp } from './inquiry-topics-repository';
import { selectProductFieldsStamp } from './product-fields-repository';
import { selectSiteLanguagesStamp } from './site-languages-repository';
import { selectSiteTextsStamp } from './site-texts-repository';
import { selectTopicFieldsStamp } from './topic-fields-repository';

const sectionColumns = {
  locale: contentSections.locale,
  section: contentSections.section,
  ...editStampColumns(contentSections),
};

export type SectionRow = EditedRow & {
  locale: string;
  section: string;
};

function selectSections(db: Queryable) {
  return db
    .select(sectionColumns)
    .from(contentSections)
    .leftJoin(draftAuthor, eq(draftAuthor.id, contentSections.draftUpdatedBy))
    .leftJoin(publisher, eq(publisher.id, contentSections.publishedBy));
}

export function selectAllSections(db: Queryable): Promise<SectionRow[]> {
  return selectSections(db);
}

export async function selectSection(
  db: Queryable,
  locale: string,
  section: string,
): Promise<SectionRow | undefined> {
  const [row] = await selectSections(db).where(
    and(eq(contentSections.locale, locale), eq(contentSections.section, section)),
  );
  return row;
}

/** Holds the section's row until the transaction ends, so two writes of one section take turns. */
export async function lockSection(tx: Transaction, locale: string, section: string): Promise<boolean> {
  const rows = await tx
    .select({ revision: contentSections.revision })
    .from(contentSections)
    .where(and(eq(contentSections.locale, locale), eq(contentSections.section, section)))
    .for('update');
  return rows.length > 0;
}

/** Changes the section; every write moves its revision on. */
export async function updateSection(
  tx: Transaction,
  locale: string,
  section: string,
  change: Partial<typeof contentSections.$inferInsert>,
): Promise<void> {
  await tx
    .update(contentSections)
    .set({ ...change, revision: sql`${contentSections.revision} + 1` })
    .where(and(eq(contentSections.locale, locale), eq(contentSections.section, section)));
}

export async function insertVersion(tx: Transaction, row: typeof contentVersions.$inferInsert) {
  await tx.insert(contentVersions).values(row);
}

const sectionHistory = versionHistory(contentVersions, (locale, section) =>
  and(eq(contentVersions.locale, locale), eq(contentVersions.section, section)),
);
/** The versions of one section in one language, newest first. */
export const selectVersions = sectionHistory.list;
export const selectVersion = sectionHistory.one;

/**
 * Changes whenever the sections or the media library change: a publication (counted, so one that commits
 * out of order is not missed), a media library edit, a change of the site's languages or a published
 * correction of a UI text. Every page shows sections, so a change here means
 * every page is rendered again.
 */
export async function selectSectionsStamp(db: Queryable): Promise<string> {
  const [versions] = await db
    .select({ total: count(), latest: max(contentVersions.id) })
    .from(contentVersions);
  const [media] = await db.select({ total: count(), latest: max(mediaAssets.updatedAt) }).from(mediaAssets);
  const mediaLatest = media?.latest ? new Date(media.latest).toISOString() : '-';
  // Every page names the site's languages (language switch, hreflang): a change there renders them all.
  const languages = await selectSiteLanguagesStamp(db);
  // Every page shows the site's UI texts: a published correction of one renders them all (decision 206).
  const texts = await selectSiteTextsStamp(db);
  // The contact page shows the topics' extra fields (decision 225); other pages share its render pass.
  const topicFields = await selectTopicFieldsStamp(db);
  const productFields = await selectProductFieldsStamp(db);
  // The contact page lists the topics as editors arrange them (decision 245).
  const topics = await selectTopicsStamp(db);
  return `${versions?.total ?? 0}/${versions?.latest ?? 0}/${media?.total ?? 0}/${mediaLatest}/${languages}/${texts}/${topicFields}/${productFields}/${topics}`;
}

/**
 * Changes whenever an entry's live state changes (published, republished, unpublished, its slug changed,
 * deleted) or a redirect is added, changed or removed: a digest over the live rows, which a deleted or
 * unpublished row leaves, so nothing that only removes is missed. An editor's choice to show an entry in
 * another language (decision 202) counts too.
 */
export async function selectEntriesStamp(db: Queryable): Promise<string> {
  const [entries] = await db
    .select({
      digest: sql<string | null>`md5(string_agg(
        ${contentEntries.id}::text || ':' || ${contentEntries.locale} || ':' ||
        ${contentEntries.publishedVersion}::text || ':' || coalesce(${contentEntries.publishedSlug}, '') || ':' ||
        coalesce(${contentEntries.publishedAt}::text, ''),
        ',' order by ${contentEntries.id}, ${contentEntries.locale}))`,
    })
    .from(contentEntries)
    .where(sql`${contentEntries.published} is not null`);
  const [redirects] = await db
    .select({
      digest: sql<string | null>`md5(string_agg(
        ${pathRedirects.fromPath} || '>' || coalesce(${pathRedirects.toPath}, ''), ',' order by ${pathRedirects.fromPath}))`,
    })
    .from(pathRedirects);
  const [choices] = await db
    .select({
      digest: sql<string | null>`md5(string_agg(
        ${contentEntryLanguageChoices.entryId}::text || ':' || ${contentEntryLanguageChoices.locale} || '>' ||
        ${contentEntryLanguageChoices.shownIn}, ',' order by ${contentEntryLanguageChoices.entryId}, ${contentEntryLanguageChoices.locale}))`,
    })
    .from(contentEntryLanguageChoices);
  return `${entries?.digest ?? '-'}/${redirects?.digest ?? '-'}/${choices?.digest ?? '-'}`;
}

/** Changes whenever anything the public pages show changes; instances compare it to know when to render. */
export async function selectContentStamp(db: Queryable): Promise<string> {
  // One after the other: asked every few seconds, both at once would keep a second connection (and, on the
  // embedded database, a second server process of ~20 MB) open for nothing but this.
  const sections = await selectSectionsStamp(db);
  const entries = await selectEntriesStamp(db);
  return `${sections}|${entries}`;
}
