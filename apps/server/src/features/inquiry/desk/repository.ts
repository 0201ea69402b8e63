import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryActivity, inquiryNotes, inquiryReads } from '@sitedesk/db/desk-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { InquiryEntryOption, InquiryStatus } from '@sitedesk/shared/desk-api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type InquiryItemRow, inquiryItemColumns } from './inquiry-item';
import { pendingDueAt } from './pending-due';
import type { InquirySearch } from './search';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Searches rank the newest this many matches by relevance; older matches follow newest first (decision 172):
 * ranking every match of a common word (47,000 of 100,000) read every one of their documents.
 */
export const relevanceWindow = 1000;

/**
 * A search counts at most this many matches, and every list its unread ones among this many (or through the
 * page asked for), decisions 180 and 186.
 */
export const countWindow = 1000;

type PageRow = InquiryItemRow & { isUnread: boolean; excerpt: string | null };

function pageColumns(search: InquirySearch | undefined) {
  return {
    ...inquiryItemColumns,
    isUnread: sql<boolean>`${inquiryReads.userId} is null`,
    excerpt: search ? search.excerpt : sql<string | null>`null`,
  };
}

/**
 * One page of the inbox in `order`, with whether `readerId` has opened each one and, while searching, where
 * it matched. The page's ids are found first and only those rows are joined: joining before OFFSET made
 * PostgreSQL join and sort every row up to the offset (page 2,000 of 100,000 inquiries took ~250 ms;
 * decision 062 has the figures). The excerpt, too, is made for the page's rows only.
 */
export async function selectInquiryPage(
  db: Database,
  options: {
    where: SQL | undefined;
    readerId: string;
    limit: number;
    offset: number;
    search?: InquirySearch | undefined;
    order: PageOrder;
  },
): Promise<PageRow[]> {
  const order = pageOrder(options.order);
  const page = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(options.where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return db
    .select(pageColumns(options.search))
    .from(page)
    .innerJoin(inquiries, eq(inquiries.id, page.id))
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .leftJoin(
      inquiryReads,
      and(eq(inquiryReads.inquiryId, inquiries.id), eq(inquiryReads.userId, options.readerId)),
    )
    .orderBy(...order);
}

/** The rows of these ids in the order given, joined like a page (a search's page, decision 186). */
export async function selectInquiryPageByIds(
  db: Database,
  ids: string[],
  readerId: string,
  search: InquirySearch | undefined,
): Promise<PageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(pageColumns(search))
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .leftJoin(inquiryReads, and(eq(inquiryReads.inquiryId, inquiries.id), eq(inquiryReads.userId, readerId)))
    .where(inArray(inquiries.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

export type PageOrder = 'newest' | 'oldest' | 'due';

/**
 * The list's order, ending in the id so pages never overlap. `due`: inquiries still waiting for a first or
 * next answer by the earlier deadline (overdue ones first, being the earliest), then every other one newest
 * first.
 */
function pageOrder(order: PageOrder): SQL[] {
  if (order === 'oldest') return [asc(inquiries.createdAt), asc(inquiries.id)];
  const newest = [desc(inquiries.createdAt), desc(inquiries.id)];
  if (order === 'newest') return newest;
  return [sql`${pendingDueAt} asc nulls last`, ...newest];
}

/**
 * A search's newest `size + 1` matches, newest first, each with its relevance (within the relevance window)
 * and whether `readerId` has opened it: one walk down the index gives a search its count, its unread figure
 * and its ranked page (decision 186). Counting and ranking in two queries checked every row against the
 * query twice, ~28 ms each for a stemmed word at 100,000 inquiries.
 */
export async function selectSearchWindow(
  db: Database,
  options: { where: SQL | undefined; readerId: string; size: number; rank: SQL<number> },
): Promise<{ id: string; rank: number | null; isUnread: boolean }[]> {
  const newest = db
    .select({
      id: inquiries.id,
      createdAt: inquiries.createdAt,
      rank: sql<number | null>`${options.rank}`.as('rank'),
    })
    .from(inquiries)
    .where(options.where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(options.size + 1)
    .as('newest');
  return db
    .select({
      id: newest.id,
      rank: sql<number | null>`${newest.rank}`.mapWith(Number),
      isUnread: sql<boolean>`${inquiryReads.userId} is null`,
    })
    .from(newest)
    .leftJoin(
      inquiryReads,
      and(eq(inquiryReads.inquiryId, newest.id), eq(inquiryReads.userId, options.readerId)),
    )
    .orderBy(desc(newest.createdAt), desc(newest.id));
}

/**
 * How many inquiries match, and how many of them `readerId` has not opened.
 *
 * The unread figure is counted among the newest `window` matches (decision 186): joining every match with the
 * reader's read marks took ~55 ms of a ~70 ms inbox answer at 100,000 inquiries, and the member acts on the
 * newest anyway. `unreadIsCapped` says there are older matches, so the figure is "at least".
 *
 * The total is exact (an index-only count) unless `capTotal` is set: a search counts only the window too
 * (decision 180), since checking 47,000 matches of a common word against the query took ~450 ms.
 */
export async function countInquiries(
  db: Database,
  where: SQL | undefined,
  readerId: string,
  window: number,
  capTotal = false,
): Promise<{ total: number; unread: number; capped: boolean; unreadIsCapped: boolean }> {
  // One more than the window tells "exactly window" from "more than window"; the extra row (the oldest) is
  // left out of both figures, so a capped unread figure counts the same rows as a capped total.
  const newest = db
    .select({
      id: inquiries.id,
      place: sql<number>`row_number() over (order by ${inquiries.createdAt} desc, ${inquiries.id} desc)`.as(
        'place',
      ),
    })
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(window + 1)
    .as('newest');
  const windowed = db
    .select({
      seen: count(),
      total: sql<number>`count(*) filter (where ${newest.place} <= ${window})`.mapWith(Number),
      unread:
        sql<number>`count(*) filter (where ${newest.place} <= ${window} and ${inquiryReads.userId} is null)`.mapWith(
          Number,
        ),
    })
    .from(newest)
    .leftJoin(inquiryReads, and(eq(inquiryReads.inquiryId, newest.id), eq(inquiryReads.userId, readerId)));
  const [[row], exact] = await Promise.all([
    windowed,
    capTotal ? undefined : db.select({ total: count() }).from(inquiries).where(where),
  ]);
  const isCapped = (row?.seen ?? 0) > window;
  return {
    total: exact ? (exact[0]?.total ?? 0) : (row?.total ?? 0),
    unread: row?.unread ?? 0,
    capped: capTotal && isCapped,
    unreadIsCapped: isCapped,
  };
}

/** Inbox rows by id (for events), without read state: that differs per recipient. */
export async function selectInquiryItems(
  db: Database | Transaction,
  ids: string[],
): Promise<InquiryItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(inquiryItemColumns)
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(inArray(inquiries.id, ids));
}

/** Who has opened each of these inquiries. */
export async function selectReaders(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const readers = new Map<string, string[]>();
  if (ids.length === 0) return readers;
  const rows = await db
    .select({ inquiryId: inquiryReads.inquiryId, userId: inquiryReads.userId })
    .from(inquiryReads)
    .where(inArray(inquiryReads.inquiryId, ids));
  for (const row of rows) readers.set(row.inquiryId, [...(readers.get(row.inquiryId) ?? []), row.userId]);
  return readers;
}

/**
 * Each product or job that inquiries (not spam) are about, with how many, most asked about first. An entry's
 * title is the one of its latest inquiry: titles are kept as the visitor saw them, in their language.
 */
export async function selectInquiryEntryOptions(db: Database): Promise<InquiryEntryOption[]> {
  const total = count();
  const rows = await db
    .select({
      id: sql<string>`${inquiries.entryId}`,
      collection: inquiries.entryCollection,
      title: sql<string>`(array_agg(${inquiries.entryTitle} order by ${inquiries.createdAt} desc))[1]`,
      count: total,
    })
    .from(inquiries)
    .where(and(isNotNull(inquiries.entryId), ne(inquiries.status, 'spam')))
    .groupBy(inquiries.entryId, inquiries.entryCollection)
    .orderBy(desc(total), asc(inquiries.entryId));
  return rows.flatMap((row) =>
    row.collection
      ? [{ id: row.id, collection: row.collection, title: row.title ?? '', count: row.count }]
      : [],
  );
}

export async function selectInquiryForDetail(db: Database, id: string) {
  const [row] = await db
    .select({
      ...inquiryItemColumns,
      message: inquiries.message,
      locale: inquiries.locale,
      consentVersion: inquiries.consentVersion,
      quoteRequest: inquiries.quoteRequest,
      extraFields: inquiries.extraFields,
      outcome: inquiries.outcome,
    })
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id));
  return row;
}

export async function selectAttachments(db: Database, inquiryId: string) {
  return db
    .select()
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.fileName));
}

export async function selectNotes(db: Database, inquiryId: string) {
  return db
    .select({
      id: inquiryNotes.id,
      authorId: inquiryNotes.authorId,
      authorName: user.name,
      body: inquiryNotes.body,
      createdAt: inquiryNotes.createdAt,
    })
    .from(inquiryNotes)
    .leftJoin(user, eq(user.id, inquiryNotes.authorId))
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
}

export async function selectActivity(db: Database, inquiryId: string) {
  return db
    .select({
      id: inquiryActivity.id,
      actorId: inquiryActivity.actorId,
      actorName: user.name,
      action: inquiryActivity.action,
      details: inquiryActivity.details,
      createdAt: inquiryActivity.createdAt,
    })
    .from(inquiryActivity)
    .leftJoin(user, eq(user.id, inquiryActivity.actorId))
    .where(eq(inquiryActivity.inquiryId, inquiryId))
    .orderBy(asc(inquiryActivity.seq));
}

/** The inquiry's e-mails, each answer with the name of the member who wrote it (for "Answer from …"). */
export async function selectMailDeliveries(db: Database, inquiryId: string) {
  return db
    .select({ ...getTableColumns(mailOutbox), authorName: user.name })
    .from(mailOutbox)
    .leftJoin(inquiryMessages, eq(inquiryMessages.outboxId, mailOutbox.id))
    .leftJoin(user, eq(user.id, inquiryMessages.authorId))
    .where(eq(mailOutbox.inquiryId, inquiryId))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.template));
}

export async function markRead(db: Database, inquiryId: string, userId: string): Promise<void> {
  await db
    .insert(inquiryReads)
    .values({ inquiryId, userId })
    .onConflictDoUpdate({
      target: [inquiryReads.inquiryId, inquiryReads.userId],
      set: { readAt: new Date() },
    });
}

/** Locks the inquiry for a change, so two staff members' changes apply one after the other. */
export async function selectInquiryForUpdate(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: inquiries.id,
      status: inquiries.status,
      assigneeId: inquiries.assigneeId,
      company: inquiries.company,
      message: inquiries.message,
      mergedIntoId: inquiries.mergedIntoId,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update');
  return row;
}

export async function updateInquiry(
  tx: Transaction,
  id: string,
  change: { status?: InquiryStatus; assigneeId?: string | null },
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(inquiries.id, id));
}

export async function selectStaffMember(db: Database | Transaction, id: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

/** Records what happened; returns the activity's event cursor. */
export async function insertActivity(
  tx: Transaction,
  row: { id: string; inquiryId: string; actorId: string | null; action: string; details: unknown },
): Promise<number> {
  const [inserted] = await tx.insert(inquiryActivity).values(row).returning({ seq: inquiryActivity.seq });
  if (!inserted) throw new Error('The activity row was not written');
  return inserted.seq;
}

/** How many notes an inquiry has; taken while its row is locked, so two new notes count in turn. */
export async function countNotes(tx: Transaction, inquiryId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, inquiryId));
  return row?.value ?? 0;
}

export async function insertNote(
  tx: Transaction,
  row: { id: string; inquiryId: string; authorId: string; body: string },
): Promise<{ createdAt: Date }> {
  const [inserted] = await tx
    .insert(inquiryNotes)
    .values(row)
    .returning({ createdAt: inquiryNotes.createdAt });
  if (!inserted) throw new Error('The note was not written');
  return inserted;
}

/**
 * Deletes the inquiry; everything that holds its data goes with it by cascade: its attachments' rows,
 * notes, activity, reads, outbox e-mails (with their template data) and the dev mailbox's copies. The
 * search index is a column of the row itself. The files are the caller's to delete, after the commit.
 */
export async function deleteInquiry(
  db: Database,
  id: string,
): Promise<{ storageKeys: string[]; mergedIds: string[] } | undefined> {
  return db.transaction(async (tx) => {
    // Locked first, so a merge into it (which locks it too) is either all in the keys read next or waits.
    const [locked] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    if (!locked) return undefined;
    const mergedIds = await mergedInto(tx, [id]);
    const keys = await attachmentKeysOf(tx, [id, ...mergedIds]);
    // The stubs merged into it go with it (ON DELETE CASCADE), files included.
    await tx.delete(inquiries).where(eq(inquiries.id, id));
    return { storageKeys: keys, mergedIds };
  });
}

/** The stubs of inquiries merged into these (decision 179): erased with them. */
async function mergedInto(tx: Transaction, ids: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(inArray(inquiries.mergedIntoId, ids));
  return rows.map((row) => row.id);
}

/**
 * Deletes up to `limit` inquiries that arrived before `cutoff` (only those of `status` if given), oldest
 * first, as `deleteInquiry` does. `SKIP LOCKED` passes over an inquiry a staff member is changing right
 * now; the next round takes it.
 */
export async function deleteInquiriesCreatedBefore(
  db: Database,
  cutoff: Date,
  limit: number,
  status?: InquiryStatus,
): Promise<{ ids: string[]; storageKeys: string[]; count: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(lt(inquiries.createdAt, cutoff), status ? eq(inquiries.status, status) : undefined))
      .orderBy(asc(inquiries.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const dueIds = due.map((row) => row.id);
    if (dueIds.length === 0) return { ids: dueIds, storageKeys: [], count: 0 };
    const mergedIds = (await mergedInto(tx, dueIds)).filter((id) => !dueIds.includes(id));
    const ids = [...dueIds, ...mergedIds];
    const storageKeys = await attachmentKeysOf(tx, ids);
    await tx.delete(inquiries).where(inArray(inquiries.id, dueIds));
    return { ids, storageKeys, count: dueIds.length };
  });
}

async function attachmentKeysOf(tx: Transaction, inquiryIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ storageKey: inquiryAttachments.storageKey })
    .from(inquiryAttachments)
    .where(inArray(inquiryAttachments.inquiryId, inquiryIds));
  return rows.map((row) => row.storageKey);
}
