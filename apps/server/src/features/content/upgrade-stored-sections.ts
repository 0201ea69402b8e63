import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import { upgradeSectionDocument } from '@sitedesk/shared/content/upgrade-sections';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import { and, eq, inArray } from 'drizzle-orm';
import type { SectionRow } from './repository';

/** The sections whose stored shape an older release wrote differently (`upgradeSectionDocument`). */
const upgradedSections = ['hero', 'about'];

/** Rows read again after losing a race with an editor's save before the upgrade gives up on a row. */
const attemptsPerRow = 3;

/** What the upgrade reads of a section row: its documents and the versions a concurrent write bumps. */
type StoredRow = Pick<
  SectionRow,
  'locale' | 'section' | 'draft' | 'published' | 'revision' | 'publishedVersion'
>;

function selectRows(db: Database, where = inArray(contentSections.section, upgradedSections)) {
  return db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      draft: contentSections.draft,
      published: contentSections.published,
      revision: contentSections.revision,
      publishedVersion: contentSections.publishedVersion,
    })
    .from(contentSections)
    .where(where);
}

/**
 * Rewrites stored drafts and live documents of an older shape in place, at start-up before anything
 * reads them. The revision is left alone: an editor with the section open keeps saving without a conflict,
 * and the history keeps the old shapes (a restore upgrades the document it brings back). Idempotent, so two
 * instances starting together write the same result. Each row is written only if no save or publish
 * changed it since it was read (a rolling start: another instance serves editors meanwhile); otherwise it
 * is read again and upgraded as it is now.
 *
 * @returns how many rows were rewritten.
 */
export async function upgradeStoredSections(db: Database): Promise<number> {
  const rows = await selectRows(db);
  // English first, as it was stored: whether it overrides an alt text decides what a translation keeps.
  const english = new Map(
    rows.filter((row) => row.locale === defaultLocale).map((row) => [row.section, row]),
  );
  let rewritten = 0;
  for (const first of rows) {
    let row: StoredRow | undefined = first;
    for (let attempt = 1; row && attempt <= attemptsPerRow; attempt++) {
      const outcome = await upgradeRow(db, row, english.get(row.section));
      if (outcome === 'unchanged') break;
      if (outcome === 'written') {
        rewritten += 1;
        break;
      }
      const identity = and(eq(contentSections.locale, row.locale), eq(contentSections.section, row.section));
      [row] = await selectRows(db, identity);
    }
  }
  return rewritten;
}

async function upgradeRow(
  db: Database,
  row: StoredRow,
  source: StoredRow | undefined,
): Promise<'unchanged' | 'written' | 'changed meanwhile'> {
  if (!isLocale(row.locale)) return 'unchanged';
  const draft = upgradeSectionDocument(row.section, row.locale, row.draft, source?.draft);
  const published = upgradeSectionDocument(row.section, row.locale, row.published, source?.published);
  if (draft === undefined && published === undefined) return 'unchanged';
  const written = await db
    .update(contentSections)
    .set({ draft: draft ?? row.draft, published: published ?? row.published })
    .where(
      and(
        eq(contentSections.locale, row.locale),
        eq(contentSections.section, row.section),
        eq(contentSections.revision, row.revision),
        eq(contentSections.publishedVersion, row.publishedVersion),
      ),
    )
    .returning({ locale: contentSections.locale });
  return written.length > 0 ? 'written' : 'changed meanwhile';
}
