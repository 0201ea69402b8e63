import type { Database } from '@sitedesk/db/client';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { mediaIdsIn } from '@sitedesk/shared/content/site-media';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { AppError } from '../../http/app-error';
import { cannotBeStored } from '../content/section-documents';
import { requireRevision } from '../editing/edit-stamps';
import { isAlreadyLive, keepsDraft, type PickedDocument } from '../editing/publication';
import type { Transaction } from '../editing/repository';
import { loadSiteMedia } from '../media/repository';
import {
  draftSlugsOf,
  type EntryAddressRow,
  movedPaths,
  pathsOf,
  publishedSlugsOf,
  reservedPageAddresses,
  slugClashes,
} from './entry-addresses';
import { checkEntry, entryMediaProblems, missingEntryTranslations, ownSlug } from './entry-documents';
import { type EntryFieldProblem, entryValidationError } from './entry-field-errors';
import { addressRowOf, summaryOf } from './entry-summary';
import { selectLanguageChoices } from './language-choices';
import { redirectPath, releaseRedirects } from './redirects';
import {
  type EntryRow,
  insertEntryRows,
  insertEntryVersion,
  lockEntry,
  selectEntryRows,
  selectSlugRows,
  updateEntryRow,
} from './repository';

/**
 * What an entry write needs: the database, what renders the public pages again, and the clock (tests
 * move it). This file holds the parts every entry operation shares (`service.ts` composes them): reading
 * an entry's rows, the revision check under the entry's lock, the checks before a draft or a publication,
 * and the one way anything live changes, which keeps moved addresses working.
 */
export type EntryWriteDeps = { db: Database; onPublished: () => Promise<void>; now: () => Date };

/** One language of one entry, and the language the caller reads error messages in. */
export type EntryTarget = { collection: CollectionId; id: string; locale: Locale; messageLocale: Locale };

/** Who a write is by: a staff member, or (a scheduled publication) whoever scheduled it. */
export type Author = { userId: string | null };

/** PostgreSQL's unique violation: here, two entries publishing one address at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Every language row of the entry; a language added to the site after the entry was written is filled in blank. */
export async function loadEntryRows(db: Database, collection: CollectionId, id: string): Promise<EntryRow[]> {
  const rows = await selectEntryRows(db, collection, id);
  const base = rows.find((row) => row.locale === defaultLocale);
  if (!base) throw new AppError('entry_not_found');
  const missing = locales.filter((locale) => !rows.some((row) => row.locale === locale));
  if (missing.length === 0) return rows;
  await insertEntryRows(
    db,
    missing.map((locale) => ({ id, locale, collection, slug: '', draft: {}, createdAt: base.createdAt })),
  );
  return selectEntryRows(db, collection, id);
}

export function rowIn(rows: readonly EntryRow[], locale: Locale): EntryRow {
  const row = rows.find((candidate) => candidate.locale === locale);
  if (!row) throw new AppError('entry_not_found');
  return row;
}

export async function entryDetail(db: Database, target: EntryTarget): Promise<EntryDetail> {
  const rows = await loadEntryRows(db, target.collection, target.id);
  const row = rowIn(rows, target.locale);
  const fallback = target.locale === defaultLocale ? null : rowIn(rows, defaultLocale).draft;
  const media = await loadSiteMedia(db, mediaIdsIn([row.draft, row.published, fallback]));
  const choices = await selectLanguageChoices(db, target.id);
  return {
    ...summaryOf(row, rows, choices),
    draft: row.draft,
    published: row.published,
    fallback,
    missingTranslationPaths: missingEntryTranslations(target.collection, target.locale, row.draft, fallback),
    previewPath: `/desk/preview/collections/${target.collection}/${target.id}/${target.locale}`,
    media: Object.values(media),
  };
}

/** Locks the entry and proves the editor saw this language's latest revision; returns every language. */
export async function lockCurrent(
  tx: Transaction,
  target: EntryTarget,
  revision: number,
): Promise<EntryRow[]> {
  await lockEntry(tx, target.id);
  const rows = await selectEntryRows(tx, target.collection, target.id);
  requireRevision(rowIn(rows, target.locale), revision, target.messageLocale);
  return rows;
}

/** The entry's rows as they would be with one language's row changed. */
export function withChange(rows: readonly EntryRow[], locale: Locale, change: Partial<EntryAddressRow>) {
  return rows.map((row) => (row.locale === locale ? { ...addressRowOf(row), ...change } : addressRowOf(row)));
}

/**
 * Refuses an address another entry of the collection has (live or as a draft) in a language this change
 * gives the entry a new address in, or in the language being written.
 */
export async function checkSlugs(
  db: Database,
  target: EntryTarget,
  before: readonly EntryAddressRow[],
  after: readonly EntryAddressRow[],
): Promise<void> {
  const all = await selectSlugRows(db, target.collection);
  const oldDraft = draftSlugsOf(before);
  const oldLive = publishedSlugsOf(before);
  const newDraft = draftSlugsOf(after);
  const newLive = publishedSlugsOf(after);
  const affected = (locale: Locale, old: typeof oldDraft, next: typeof newDraft) =>
    locale === target.locale || old[locale] !== next[locale];
  const clashes = [
    ...slugClashes(target.id, newDraft, all).filter((locale) => affected(locale, oldDraft, newDraft)),
    ...slugClashes(target.id, newLive, all).filter((locale) => affected(locale, oldLive, newLive)),
  ];
  if (clashes.length > 0)
    throw entryValidationError([{ path: 'slug', code: 'slug_taken' }], target.messageLocale);
  if (target.collection !== 'pages') return;
  const reserved = [
    ...reservedPageAddresses(newDraft).filter((locale) => affected(locale, oldDraft, newDraft)),
    ...reservedPageAddresses(newLive).filter((locale) => affected(locale, oldLive, newLive)),
  ];
  if (reserved.length > 0)
    throw entryValidationError([{ path: 'slug', code: 'slug_reserved' }], target.messageLocale);
}

/** A draft must fit the model as the site would show it (a translation's blanks filled in). */
export function checkDraft(target: EntryTarget, document: unknown, fallback: unknown): unknown {
  const isObject = typeof document === 'object' && document !== null && !Array.isArray(document);
  if (!isObject || cannotBeStored(document)) {
    throw entryValidationError([{ path: 'document', code: 'invalid' }], target.messageLocale);
  }
  const checked = checkEntry(target.collection, target.locale, document, fallback);
  if (!checked.ok) throw entryValidationError(checked.problems, target.messageLocale);
  // The default language is stored as the schema reads it (defaults filled, text normalized); a translation
  // as written, so its blanks keep falling back.
  return target.locale === defaultLocale ? checked.document : document;
}

/** Refuses what the live site could not show: an invalid entry, or files it cannot use. */
async function checkPublishable(
  db: Database,
  target: EntryTarget,
  rows: readonly EntryRow[],
  document: unknown,
): Promise<void> {
  const base = rowIn(rows, defaultLocale);
  const fallback = target.locale === defaultLocale ? null : (base.published ?? base.draft);
  const checked = checkEntry(target.collection, target.locale, document, fallback);
  if (!checked.ok) throw entryValidationError(checked.problems, target.messageLocale);
  const media = await loadSiteMedia(db, mediaIdsIn(checked.document));
  const problems: EntryFieldProblem[] = entryMediaProblems(checked.document, media, target.locale);
  if (problems.length > 0) throw entryValidationError(problems, target.messageLocale);
  const before = rows.map(addressRowOf);
  const after = withChange(rows, target.locale, {
    slug: ownSlug(document),
    publishedSlug: ownSlug(document) || null,
    isPublished: true,
  });
  await checkSlugs(db, target, before, after);
}

/**
 * Writes a change of what is live inside the entry's lock, and keeps the addresses that moved working:
 * each old address redirects to the new one (older redirects to it follow), and addresses now live stop
 * redirecting. A unique violation means another entry took the address since the check: `slug_taken`.
 */
export async function changeLive(
  db: Database,
  target: EntryTarget,
  revision: number,
  write: (tx: Transaction, row: EntryRow, rows: EntryRow[]) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const rows = await lockCurrent(tx, target, revision);
      const beforePaths = pathsOf(target.collection, publishedSlugsOf(rows.map(addressRowOf)));
      await write(tx, rowIn(rows, target.locale), rows);
      const after = await selectEntryRows(tx, target.collection, target.id);
      const afterPaths = pathsOf(target.collection, publishedSlugsOf(after.map(addressRowOf)));
      await releaseRedirects(tx, Object.values(afterPaths));
      for (const { from, to } of movedPaths(beforePaths, afterPaths)) await redirectPath(tx, from, to);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw entryValidationError([{ path: 'slug', code: 'slug_taken' }], target.messageLocale);
    }
    throw error;
  }
}

/**
 * Publishes (now, or at `publishAt`) the document `pick` chooses. Checks run outside the transaction (the
 * embedded database has one connection); the write happens only if the revision is still the one
 * checked. A restore keeps an unpublished draft, so nobody's work disappears with it.
 */
export async function publishDocument(
  deps: EntryWriteDeps,
  author: Author,
  target: EntryTarget,
  revision: number,
  pick: (row: EntryRow) => Promise<PickedDocument>,
  publishAt?: Date,
): Promise<EntryDetail> {
  const { db } = deps;
  const rows = await loadEntryRows(db, target.collection, target.id);
  const seen = rowIn(rows, target.locale);
  requireRevision(seen, revision, target.messageLocale);
  const picked = await pick(seen);
  const { document, restoredFrom } = picked;
  const at = deps.now();
  const isLater = publishAt !== undefined && publishAt.getTime() > at.getTime();
  if (!isLater && isAlreadyLive(picked, seen.published)) {
    // Nothing new to publish; "publish now" still cancels a scheduled publication.
    if (seen.publishAt) {
      await db.transaction(async (tx) => {
        await lockCurrent(tx, target, revision);
        await updateEntryRow(tx, target.id, target.locale, { publishAt: null });
      });
    }
    return entryDetail(db, target);
  }
  await checkPublishable(db, target, rows, document);
  if (isLater) {
    // Scheduling is a write like a save: it names who scheduled, and the draft as it is then goes live.
    await db.transaction(async (tx) => {
      await lockCurrent(tx, target, revision);
      await updateEntryRow(tx, target.id, target.locale, {
        publishAt,
        draftUpdatedBy: author.userId,
        draftUpdatedAt: at,
      });
    });
    return entryDetail(db, target);
  }
  const isDraftKept = keepsDraft(picked, seen);
  await changeLive(db, target, revision, async (tx, row) => {
    const version = row.publishedVersion + 1;
    await updateEntryRow(tx, target.id, target.locale, {
      ...(isDraftKept ? {} : { draft: document, slug: ownSlug(document) }),
      published: document,
      publishedSlug: ownSlug(document) || null,
      publishedVersion: version,
      publishedBy: author.userId,
      publishedAt: at,
      publishAt: null,
    });
    await insertEntryVersion(tx, {
      entryId: target.id,
      locale: target.locale,
      version,
      document,
      publishedBy: author.userId,
      publishedAt: at,
      restoredFrom,
    });
  });
  await deps.onPublished();
  return entryDetail(db, target);
}
