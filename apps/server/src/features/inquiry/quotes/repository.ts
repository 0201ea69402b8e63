import type { Database } from '@sitedesk/db/client';
import { quoteNumbers, quotes } from '@sitedesk/db/quotes-schema';
import { inquiries } from '@sitedesk/db/schema';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;
export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/**
 * The year's next quotation number (decision 220): the counter row stays locked until the caller's
 * transaction ends, so numbers are given out one at a time and a rolled-back quote hands its number on.
 */
export async function takeQuoteNumber(tx: Transaction, year: number): Promise<number> {
  const [row] = await tx
    .insert(quoteNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteNumbers.year, set: { last: sql`${quoteNumbers.last} + 1` } })
    .returning({ last: quoteNumbers.last });
  if (!row) throw new Error('No quotation number was taken');
  return row.last;
}

export async function insertQuote(tx: Transaction, row: NewQuoteRow): Promise<void> {
  await tx.insert(quotes).values(row);
}

export async function selectQuote(db: Queryable, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

/** The quote, locked until the transaction ends: a send, a decision and an edit apply one after another. */
export async function lockQuote(tx: Transaction, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

/** An inquiry's quotations, by number and revision. */
export async function selectQuotesOfInquiry(db: Queryable, inquiryId: string): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(asc(quotes.number), asc(quotes.revision));
}

/** Every revision of one quotation, newest first. */
export async function selectRevisions(db: Queryable, number: string): Promise<QuoteRow[]> {
  return db.select().from(quotes).where(eq(quotes.number, number)).orderBy(desc(quotes.revision));
}

/** Every revision of one quotation, newest first, locked until the transaction ends. */
export async function lockRevisions(tx: Transaction, number: string): Promise<QuoteRow[]> {
  return tx
    .select()
    .from(quotes)
    .where(eq(quotes.number, number))
    .orderBy(desc(quotes.revision))
    .for('update');
}

/**
 * `updatedAt` is also the draft's version (a save or send names the one its writer saw): each change moves
 * it on by at least a millisecond, the precision it travels in, so two saves in one millisecond still
 * differ.
 */
export async function updateQuote(tx: Transaction, id: string, change: Partial<NewQuoteRow>): Promise<void> {
  await tx
    .update(quotes)
    .set({
      ...change,
      updatedAt: sql`greatest(clock_timestamp(), ${quotes.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(quotes.id, id));
}

/** Earlier revisions still open for a decision: a newer one sent replaces them. */
export async function supersedeEarlierRevisions(tx: Transaction, number: string, revision: number) {
  await tx
    .update(quotes)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(and(eq(quotes.number, number), lt(quotes.revision, revision), eq(quotes.status, 'sent')));
}

/** What a quotation needs of its inquiry; locked when asked inside a transaction that decides. */
export async function selectInquiryForQuote(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      status: inquiries.status,
      name: inquiries.name,
      company: inquiries.company,
      email: inquiries.email,
      country: inquiries.country,
      locale: inquiries.locale,
      topic: inquiries.topic,
      quoteRequest: inquiries.quoteRequest,
      assigneeId: inquiries.assigneeId,
      teamId: inquiries.teamId,
      replyToken: inquiries.replyToken,
      outcome: inquiries.outcome,
      mergedIntoId: inquiries.mergedIntoId,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  return row;
}

/**
 * Locks the inquiry's row until the transaction ends, and returns its outcome. Every write that touches
 * both an inquiry and its quotations locks the inquiry first (as answers and merges do), so they cannot
 * deadlock.
 */
export async function lockInquiry(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ id: inquiries.id, outcome: inquiries.outcome })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update');
  return row;
}

export async function setInquiryOutcome(
  tx: Transaction,
  inquiryId: string,
  outcome: 'won' | 'lost' | null,
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ outcome, outcomeAt: outcome ? new Date() : null, updatedAt: new Date() })
    .where(eq(inquiries.id, inquiryId));
}

/** Whether any quotation of the inquiry is accepted or still awaiting the buyer's decision. */
export async function hasLiveQuote(tx: Transaction, inquiryId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), inArray(quotes.status, ['sent', 'accepted'])))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the buyer may still be reminded of a quotation of this inquiry (decision 222): not spam (whose
 * page is gone and whose address staff doubted), not closed, and not decided otherwise (another quotation
 * accepted, or staff set the outcome: a deal closed by phone).
 */
export function isRemindable(inquiry: { status: string; outcome: string | null }): boolean {
  return inquiry.status !== 'spam' && inquiry.status !== 'closed' && inquiry.outcome === null;
}

/**
 * Sent quotations not yet reminded whose last valid day is from `today` to `lastDay`, sent before
 * `sentBefore`, of inquiries `isRemindable` allows (decision 222). Filtered here, not in the loop: a row
 * skipped there would come back in every batch and crowd out the ones due.
 */
export async function selectQuotesToRemind(
  db: Queryable,
  window: { today: string; lastDay: string; sentBefore: Date },
  limit: number,
) {
  return db
    .select({ id: quotes.id, inquiryId: quotes.inquiryId })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(
      and(
        eq(quotes.status, 'sent'),
        isNull(quotes.remindedAt),
        notInArray(inquiries.status, ['spam', 'closed']),
        isNull(inquiries.outcome),
        gte(quotes.validUntil, window.today),
        lte(quotes.validUntil, window.lastDay),
        lt(quotes.sentAt, window.sentBefore),
      ),
    )
    .limit(limit);
}

/** Sent quotations whose last valid day is before `today` (`YYYY-MM-DD`), a batch at a time. */
export async function selectExpiredQuotes(db: Queryable, today: string, limit: number) {
  return db
    .select({ id: quotes.id, inquiryId: quotes.inquiryId })
    .from(quotes)
    .where(and(eq(quotes.status, 'sent'), lt(quotes.validUntil, today)))
    .limit(limit);
}
