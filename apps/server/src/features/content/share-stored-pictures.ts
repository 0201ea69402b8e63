import type { Database } from '@sitedesk/db/client';
import { contentEntries, contentSections, contentUpgrades } from '@sitedesk/db/content-schema';
import { withoutSharedPictures } from '@sitedesk/shared/content/shared-pictures';
import { defaultLocale } from '@sitedesk/shared/locales';
import { and, eq } from 'drizzle-orm';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const upgradeName = 'shared-pictures';

type StoredDocuments = { draft: unknown; published: unknown };

/**
 * Before decision 203 every language stored its own copy of a section's or an entry's pictures, so a new
 * picture chosen in English left German and Arabic with the old one. This upgrade, once per database, lets
 * each translation share the default language's pictures where it showed the same ones (in its draft, the
 * same as the English draft's or the English live document's; live, the same as the English live one): their
 * `mediaId` goes, the translation's own alt text for the use stays. A translation's different picture is
 * kept as its own (an override: a picture with text in it, say).
 *
 * Once, not on every start: afterwards an editor may choose the shared picture as a language's own on
 * purpose. The marker row is written first in the same transaction, so a second instance starting at the
 * same time waits for it and then finds the work done. Revisions stay as they are (an editor with the
 * section open keeps saving without a conflict; the shape they save is either way valid).
 *
 * @returns how many rows were rewritten.
 */
export async function shareStoredPictures(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentUpgrades)
      .values({ name: upgradeName })
      .onConflictDoNothing()
      .returning({ name: contentUpgrades.name });
    if (claimed.length === 0) return 0;
    return (await shareInSections(tx)) + (await shareInEntries(tx));
  });
}

/** The translation's documents with the pictures it shares with `source` left to it; `undefined`: no change. */
function sharedDocuments(row: StoredDocuments, source: StoredDocuments): StoredDocuments | undefined {
  const againstDraft = withoutSharedPictures(row.draft, source.draft);
  const draft = withoutSharedPictures(againstDraft ?? row.draft, source.published) ?? againstDraft;
  const published =
    row.published === null ? undefined : withoutSharedPictures(row.published, source.published);
  if (draft === undefined && published === undefined) return undefined;
  return { draft: draft ?? row.draft, published: published ?? row.published };
}

async function shareInSections(tx: Transaction): Promise<number> {
  const rows = await tx.select().from(contentSections);
  const sources = new Map(
    rows.filter((row) => row.locale === defaultLocale).map((row) => [row.section, row]),
  );
  let rewritten = 0;
  for (const row of rows) {
    const source = sources.get(row.section);
    if (row.locale === defaultLocale || !source) continue;
    const shared = sharedDocuments(row, source);
    if (!shared) continue;
    await tx
      .update(contentSections)
      .set(shared)
      .where(and(eq(contentSections.locale, row.locale), eq(contentSections.section, row.section)));
    rewritten += 1;
  }
  return rewritten;
}

async function shareInEntries(tx: Transaction): Promise<number> {
  const rows = await tx.select().from(contentEntries);
  const sources = new Map(rows.filter((row) => row.locale === defaultLocale).map((row) => [row.id, row]));
  let rewritten = 0;
  for (const row of rows) {
    const source = sources.get(row.id);
    if (row.locale === defaultLocale || !source) continue;
    const shared = sharedDocuments(row, { draft: source.draft, published: source.published ?? source.draft });
    if (!shared) continue;
    await tx
      .update(contentEntries)
      .set({ draft: shared.draft, published: shared.published })
      .where(and(eq(contentEntries.id, row.id), eq(contentEntries.locale, row.locale)));
    rewritten += 1;
  }
  return rewritten;
}
