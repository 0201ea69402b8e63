import type { Database } from './client';
import { contentEntries, contentEntryVersions, contentSections, contentVersions } from './content-schema';

/**
 * Fills the database with the site's content, one row per section and locale, each with its first version
 * in the history. Existing rows are kept, so a second start, or an instance starting beside another, never
 * overwrites an editor's work; a section that a newer release adds to the content model is filled in.
 *
 * @param documents every locale's content, split into its sections
 * @returns how many sections were written.
 */
export async function seedSiteContent(
  db: Database,
  documents: Record<string, Record<string, unknown>>,
): Promise<number> {
  const rows = Object.entries(documents).flatMap(([locale, sections]) =>
    Object.entries(sections).map(([section, document]) => ({ locale, section, document })),
  );
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentSections)
      .values(
        rows.map(({ locale, section, document }) => ({
          locale,
          section,
          draft: document,
          published: document,
        })),
      )
      .onConflictDoNothing()
      .returning({
        locale: contentSections.locale,
        section: contentSections.section,
        document: contentSections.published,
      });
    if (inserted.length > 0) {
      await tx
        .insert(contentVersions)
        .values(inserted.map((row) => ({ ...row, version: 1 })))
        .onConflictDoNothing();
    }
    return inserted.length;
  });
}

/** A demo entry as `packages/shared/src/collections/demo-entries.ts` holds it: its document per language. */
export type SeedEntry = {
  id: string;
  collection: 'news' | 'products' | 'jobs' | 'pages';
  documents: Partial<Record<string, unknown>>;
};

/**
 * Publishes the demo entries (news, products, jobs) as version 1 in every language they have, but only on
 * a database that has no entry and where none was ever published: deleting an entry keeps its versions, so
 * demo entries an editor deleted never come back, and a site that wrote (or imported) its own gets none. Fixed ids make two instances
 * starting together insert each row once.
 *
 * @returns how many entry rows (entry × language) were written.
 */
export async function seedDemoEntries(db: Database, entries: readonly SeedEntry[]): Promise<number> {
  const [[published], [existing]] = await Promise.all([
    db.select({ id: contentEntryVersions.id }).from(contentEntryVersions).limit(1),
    db.select({ id: contentEntries.id }).from(contentEntries).limit(1),
  ]);
  if (published || existing) return 0;
  // The feed's `updated` and the sitemap's `lastmod` read it: the start that seeded them, not 1970.
  const publishedAt = new Date();
  const rows = entries.flatMap((entry) =>
    Object.entries(entry.documents).flatMap(([locale, document]) => {
      if (document === undefined) return [];
      const slug = (document as { slug?: unknown }).slug;
      const ownSlug = typeof slug === 'string' ? slug : '';
      return [
        {
          id: entry.id,
          locale,
          collection: entry.collection,
          slug: ownSlug,
          publishedSlug: ownSlug || null,
          draft: document,
          published: document,
          publishedVersion: 1,
          publishedAt,
        },
      ];
    }),
  );
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(contentEntries).values(rows).onConflictDoNothing().returning({
      entryId: contentEntries.id,
      locale: contentEntries.locale,
      document: contentEntries.published,
    });
    if (inserted.length > 0) {
      await tx
        .insert(contentEntryVersions)
        .values(inserted.map((row) => ({ ...row, version: 1, publishedAt })))
        .onConflictDoNothing();
    }
    return inserted.length;
  });
}
