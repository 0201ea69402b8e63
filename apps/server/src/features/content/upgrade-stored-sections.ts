import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import { upgradeSectionDocument } from '@sitedesk/shared/content/upgrade-sections';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import { and, eq, inArray } from 'drizzle-orm';

/** The sections whose stored shape an older release wrote differently (`upgradeSectionDocument`). */
const upgradedSections = ['hero', 'about'];

/**
 * Rewrites stored drafts and live documents of an older shape in place, at start-up before anything
 * reads them. The revision is left alone: an editor with the section open keeps saving without a conflict,
 * and the history keeps the old shapes (a restore upgrades the document it brings back). Idempotent, so two
 * instances starting together write the same result.
 *
 * @returns how many rows were rewritten.
 */
export async function upgradeStoredSections(db: Database): Promise<number> {
  const rows = await db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      draft: contentSections.draft,
      published: contentSections.published,
    })
    .from(contentSections)
    .where(inArray(contentSections.section, upgradedSections));
  // English first, as it was stored: whether it overrides an alt text decides what a translation keeps.
  const english = new Map(
    rows.filter((row) => row.locale === defaultLocale).map((row) => [row.section, row]),
  );
  let rewritten = 0;
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const source = english.get(row.section);
    const draft = upgradeSectionDocument(row.section, row.locale, row.draft, source?.draft);
    const published = upgradeSectionDocument(row.section, row.locale, row.published, source?.published);
    if (draft === undefined && published === undefined) continue;
    await db
      .update(contentSections)
      .set({ draft: draft ?? row.draft, published: published ?? row.published })
      .where(and(eq(contentSections.locale, row.locale), eq(contentSections.section, row.section)));
    rewritten += 1;
  }
  return rewritten;
}
