import type { Database } from './client';
import { contentSections, contentVersions } from './content-schema';

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
