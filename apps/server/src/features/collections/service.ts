import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type {
  CreateEntryRequest,
  EntryDetail,
  EntryLanguageChoiceRequest,
  EntryList,
  EntryPublishRequest,
  SaveEntryDraftRequest,
} from '@sitedesk/shared/collections-api';
import type {
  ContentVersionDetail,
  ContentVersionSummary,
  RevisionRequest,
} from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import { loadLanguageChoices } from '../content/entry-sources';
import { versionDetailOf, versionSummaryOf } from '../editing/edit-stamps';
import { chooseEntryLanguage } from './choose-entry-language';
import { pathsOf, publishedSlugsOf } from './entry-addresses';
import { ownSlug } from './entry-documents';
import { addressRowOf, blankTranslation, summaryOf } from './entry-summary';
import {
  type Author,
  changeLive,
  checkDraft,
  checkSlugs,
  type EntryTarget,
  type EntryWriteDeps,
  entryDetail,
  loadEntryRows,
  lockCurrent,
  publishDocument,
  rowIn,
  withChange,
} from './entry-writes';
import { redirectTargetsFor } from './redirect-targets';
import { redirectPath } from './redirects';
import {
  deleteEntryRows,
  type EntryRow,
  insertEntryRows,
  lockEntry,
  selectCollectionRows,
  selectDuePublications,
  selectEntryRows,
  selectEntryVersion,
  selectEntryVersions,
  selectMatchingEntryIds,
  updateEntryRow,
} from './repository';
import { searchContent } from './search';
import { caseInsensitivePattern } from './search-pattern';

export type CollectionsService = ReturnType<typeof createCollectionsService>;

/** What a round of scheduled publishing did, for the job's log line. */
export type DuePublications = {
  published: number;
  /** Scheduled drafts that could not go live (invalid by now): their schedule is cancelled. */
  cancelled: { id: string; locale: string }[];
};

/**
 * Drafting, publishing, scheduling and deleting collection entries (news, products, jobs), one row per
 * entry and language, modelled on the content service: every write names the revision the editor saw and
 * runs with the entry locked; publishing appends a version, keeps old addresses working and calls
 * `onPublished`, which renders the public pages again (decision 120). Each operation is a function below.
 */
export function createCollectionsService(deps: EntryWriteDeps) {
  const { db } = deps;
  return {
    list: (collection: CollectionId, options: { q?: string; locale: Locale }) =>
      listEntries(db, collection, options),
    create: (staff: Staff, collection: CollectionId, request: CreateEntryRequest, messageLocale: Locale) =>
      createEntry(deps, staff, collection, request, messageLocale),
    detail: (target: EntryTarget) => entryDetail(db, target),
    /** The desk's search box: entries and sections whose title or text contains `q`. */
    search: (q: string) => searchContent(db, q),
    saveDraft: (staff: Staff, target: EntryTarget, request: SaveEntryDraftRequest) =>
      saveEntryDraft(deps, staff, target, request),
    publish: (staff: Staff, target: EntryTarget, request: EntryPublishRequest) =>
      publishEntryDraft(deps, staff, target, request),
    discard: (staff: Staff, target: EntryTarget, request: RevisionRequest) =>
      discardEntryDraft(deps, staff, target, request),
    unpublish: (staff: Staff, target: EntryTarget, request: RevisionRequest) =>
      unpublishEntry(deps, staff, target, request),
    versions: (target: EntryTarget) => listEntryVersions(db, target),
    version: (target: EntryTarget, version: number) => entryVersion(db, target, version),
    restore: (staff: Staff, target: EntryTarget, version: number, request: RevisionRequest) =>
      restoreEntryVersion(deps, staff, target, version, request),
    /** Where a language has no published translation: not shown, or shown in another (decision 202). */
    chooseLanguage: (staff: Staff, target: EntryTarget, request: EntryLanguageChoiceRequest) =>
      chooseEntryLanguage(deps, staff, target, request),
    remove: (collection: CollectionId, id: string, redirectTo: string | undefined, messageLocale: Locale) =>
      removeEntry(deps, collection, id, redirectTo, messageLocale),
    publishDue: (at: Date) => publishDueEntries(deps, at),
  };
}

/** Publishing picks the draft as it is (a restore picks an earlier version instead). */
const keepDraft = async (row: EntryRow) => ({ document: row.draft, restoredFrom: null });

/** A collection's entries in one language (blank where not translated yet), those matching `q` if given. */
async function listEntries(
  db: Database,
  collection: CollectionId,
  options: { q?: string; locale: Locale },
): Promise<EntryList> {
  const rows = await selectCollectionRows(db, collection);
  const matching = options.q
    ? new Set(
        (await selectMatchingEntryIds(db, collection, caseInsensitivePattern(options.q), 5000)).map(
          (m) => m.id,
        ),
      )
    : undefined;
  const choices = await loadLanguageChoices(db);
  const byEntry = new Map<string, EntryRow[]>();
  for (const row of rows) byEntry.set(row.id, [...(byEntry.get(row.id) ?? []), row]);
  const entries = [...byEntry.entries()].flatMap(([id, entryRows]) => {
    const base = entryRows.find((row) => row.locale === defaultLocale);
    if (!base || (matching && !matching.has(id))) return [];
    const row = entryRows.find((candidate) => candidate.locale === options.locale);
    return [summaryOf(row ?? blankTranslation(base, options.locale), entryRows, choices.get(id) ?? {})];
  });
  return { entries };
}

/** A new entry: a draft in the default language; the other languages start blank (all falling back). */
async function createEntry(
  deps: EntryWriteDeps,
  staff: Staff,
  collection: CollectionId,
  request: CreateEntryRequest,
  messageLocale: Locale,
): Promise<EntryDetail> {
  const id = randomUUID();
  const target: EntryTarget = { collection, id, locale: defaultLocale, messageLocale };
  const document = checkDraft(target, request.document, null);
  const slug = ownSlug(document);
  await checkSlugs(
    deps.db,
    target,
    [],
    [{ locale: defaultLocale, slug, publishedSlug: null, isPublished: false }],
  );
  const at = deps.now();
  await insertEntryRows(
    deps.db,
    locales.map((locale) => ({
      id,
      locale,
      collection,
      ...(locale === defaultLocale
        ? { slug, draft: document, draftUpdatedBy: staff.userId, draftUpdatedAt: at }
        : { slug: '', draft: {} }),
      createdAt: at,
    })),
  );
  return entryDetail(deps.db, target);
}

/** Saves one language's draft once it fits the model and its slug is free, under the entry's lock. */
async function saveEntryDraft(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  request: SaveEntryDraftRequest,
): Promise<EntryDetail> {
  const rows = await loadEntryRows(deps.db, target.collection, target.id);
  const fallback = target.locale === defaultLocale ? null : rowIn(rows, defaultLocale).draft;
  const document = checkDraft(target, request.document, fallback);
  const slug = ownSlug(document);
  await checkSlugs(deps.db, target, rows.map(addressRowOf), withChange(rows, target.locale, { slug }));
  await deps.db.transaction(async (tx) => {
    await lockCurrent(tx, target, request.revision);
    await updateEntryRow(tx, target.id, target.locale, {
      draft: document,
      slug,
      draftUpdatedBy: staff.userId,
      draftUpdatedAt: deps.now(),
    });
  });
  return entryDetail(deps.db, target);
}

/** Publishes the draft now, or schedules it when `publishAt` is in the future. */
function publishEntryDraft(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  request: EntryPublishRequest,
): Promise<EntryDetail> {
  const publishAt = request.publishAt === undefined ? undefined : new Date(request.publishAt);
  return publishDocument(deps, staff, target, request.revision, keepDraft, publishAt);
}

/** The draft back to what is live (a translation never published: back to blank), any schedule cancelled. */
async function discardEntryDraft(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  request: RevisionRequest,
): Promise<EntryDetail> {
  await loadEntryRows(deps.db, target.collection, target.id);
  await deps.db.transaction(async (tx) => {
    const rows = await lockCurrent(tx, target, request.revision);
    const row = rowIn(rows, target.locale);
    if (row.published === null && target.locale === defaultLocale) {
      throw new AppError('entry_not_published', { locale: target.messageLocale });
    }
    const document = row.published ?? {};
    await updateEntryRow(tx, target.id, target.locale, {
      draft: document,
      slug: ownSlug(document),
      publishAt: null,
      draftUpdatedBy: staff.userId,
      draftUpdatedAt: deps.now(),
    });
  });
  return entryDetail(deps.db, target);
}

/**
 * Takes this language off the site: the default language takes the entry off in every language, a
 * translation falls back to the default language's text. The old address then answers 404, not a
 * redirect: a redirect is permanent (301s are cached), and an entry taken off may well come back.
 */
async function unpublishEntry(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  request: RevisionRequest,
): Promise<EntryDetail> {
  const row = rowIn(await loadEntryRows(deps.db, target.collection, target.id), target.locale);
  const isOff = row.published === null && row.publishAt === null;
  // A stale revision goes on to the check under the lock, which answers with the conflict's details.
  if (isOff && row.revision === request.revision) return entryDetail(deps.db, target);
  await changeLive(deps.db, target, request.revision, async (tx) => {
    await updateEntryRow(tx, target.id, target.locale, {
      published: null,
      publishedSlug: null,
      publishAt: null,
      publishedBy: staff.userId,
      publishedAt: deps.now(),
    });
  });
  await deps.onPublished();
  return entryDetail(deps.db, target);
}

/** The entry's published versions in one language (an unknown entry: `entry_not_found`). */
async function listEntryVersions(db: Database, target: EntryTarget): Promise<ContentVersionSummary[]> {
  rowIn(await loadEntryRows(db, target.collection, target.id), target.locale);
  const rows = await selectEntryVersions(db, target.id, target.locale);
  return rows.map(versionSummaryOf);
}

/** One published version of the entry in one language. */
async function entryVersion(
  db: Database,
  target: EntryTarget,
  version: number,
): Promise<ContentVersionDetail> {
  rowIn(await loadEntryRows(db, target.collection, target.id), target.locale);
  return versionDetailOf(await selectEntryVersion(db, target.id, target.locale, version));
}

/** Publishes an earlier version again, as a new version that says where it came from. */
function restoreEntryVersion(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  version: number,
  request: RevisionRequest,
): Promise<EntryDetail> {
  return publishDocument(deps, staff, target, request.revision, async () => {
    const earlier = await selectEntryVersion(deps.db, target.id, target.locale, version);
    if (!earlier) throw new AppError('not_found');
    return { document: earlier.document, restoredFrom: version };
  });
}

/**
 * Deletes the entry in every language. Its live addresses redirect to `redirectTo` (a page that exists,
 * in each address's own language) or, without one, answer 410 Gone; older addresses that led to them follow. Its published versions
 * stay in the history table (they also tell the seed that entries were ever published here).
 */
async function removeEntry(
  deps: EntryWriteDeps,
  collection: CollectionId,
  id: string,
  redirectTo: string | undefined,
  messageLocale: Locale,
): Promise<void> {
  const rows = await selectEntryRows(deps.db, collection, id);
  if (rows.length === 0) throw new AppError('entry_not_found', { locale: messageLocale });
  const livePaths = pathsOf(collection, publishedSlugsOf(rows.map(addressRowOf)));
  const targets = redirectTo === undefined ? {} : await redirectTargetsFor(deps.db, redirectTo, id);
  if (!targets) throw new AppError('invalid_redirect_target', { locale: messageLocale });
  await deps.db.transaction(async (tx) => {
    await lockEntry(tx, id);
    await deleteEntryRows(tx, id);
    for (const [locale, path] of Object.entries(livePaths)) {
      await redirectPath(tx, path, targets[locale as Locale] ?? redirectTo ?? null);
    }
  });
  if (Object.keys(livePaths).length > 0) await deps.onPublished();
}

/**
 * Publishes every scheduled draft due at `at` (the scheduled-publish job's round). A draft that no
 * longer passes the publish checks has its schedule cancelled, so the desk shows it as a draft again
 * rather than retrying it for ever; one edited since the round started waits for the next round.
 */
async function publishDueEntries(deps: EntryWriteDeps, at: Date): Promise<DuePublications> {
  const { db } = deps;
  const result: DuePublications = { published: 0, cancelled: [] };
  for (const due of await selectDuePublications(db, at)) {
    const target: EntryTarget = {
      collection: due.collection,
      id: due.id,
      locale: due.locale as Locale,
      messageLocale: defaultLocale,
    };
    const rows = await selectEntryRows(db, due.collection, due.id);
    const row = rows.find((candidate) => candidate.locale === due.locale);
    if (!row?.publishAt) continue;
    const author: Author = { userId: row.draftUpdatedById };
    try {
      await publishDocument(deps, author, target, row.revision, keepDraft);
      result.published += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'edit_conflict') continue;
      if (error.code !== 'validation_failed') throw error;
      await db.transaction(async (tx) => {
        await lockCurrent(tx, target, row.revision);
        await updateEntryRow(tx, due.id, due.locale, { publishAt: null });
      });
      result.cancelled.push({ id: due.id, locale: due.locale });
    }
  }
  return result;
}
