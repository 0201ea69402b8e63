import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { quotes } from '@sitedesk/db/quotes-schema';
import { deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnsweredInquiry, TeamCalendar } from './first-answer-figures';
import type { QuoteGroupRow, QuoteWithProductLines } from './quote-figures';

/** Inquiries still waiting for the desk: the backlog. */
const openStatuses = ['new', 'in_progress'] as const;

/**
 * The dashboard's counts for inquiries that arrived since `since` (spam left out), and the backlog at
 * `now`. Time to first answer runs from arrival to the first answer sent from the desk
 * (`first_answered_at`); clicking "Answered" by hand is not an answer the visitor received, so it does not
 * count. The business-hours arithmetic is done by the caller, on the rows `selectFirstAnswerRows` returns.
 */
export async function selectDeskCounts(db: Database, since: Date, now: Date) {
  const inRange = and(gte(inquiries.createdAt, since), ne(inquiries.status, 'spam'));
  const day = sql<string>`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const isOpen = inArray(inquiries.status, [...openStatuses]);
  const [perDay, byCountry, byTopic, byProduct, [backlog]] = await Promise.all([
    db.select({ key: day, count: count() }).from(inquiries).where(inRange).groupBy(day),
    db
      .select({ key: inquiries.country, count: count() })
      .from(inquiries)
      .where(inRange)
      .groupBy(inquiries.country)
      .orderBy(desc(count()), asc(inquiries.country)),
    db
      .select({ key: inquiries.topic, count: count() })
      .from(inquiries)
      .where(inRange)
      .groupBy(inquiries.topic)
      .orderBy(desc(count()), asc(inquiries.topic)),
    db
      .select({
        entryId: inquiries.entryId,
        // A product renamed since keeps its newest title as visitors saw it.
        title: sql<string>`max(${inquiries.entryTitle})`,
        count: count(),
      })
      .from(inquiries)
      .where(and(inRange, eq(inquiries.entryCollection, 'products'), isNotNull(inquiries.entryId)))
      .groupBy(inquiries.entryId)
      .orderBy(desc(count()))
      .limit(20),
    db
      .select({
        open: count(),
        unassigned: sql<number>`count(*) filter (where ${inquiries.assigneeId} is null)`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${inquiries.firstAnsweredAt} is null
          and ${inquiries.firstAnswerDueAt} < ${now.toISOString()})`.mapWith(Number),
      })
      .from(inquiries)
      .where(isOpen),
  ]);
  return {
    perDay: new Map(perDay.map((row) => [row.key, row.count])),
    byCountry: byCountry.map((row) => ({ country: row.key, count: row.count })),
    byTopic: byTopic.map((row) => ({ topic: row.key, count: row.count })),
    byProduct: byProduct.flatMap((row) =>
      row.entryId ? [{ entryId: row.entryId, title: row.title ?? '', count: row.count }] : [],
    ),
    backlog: backlog ?? { open: 0, unassigned: 0, overdue: 0 },
  };
}

/**
 * The inquiries of the period that count for first-answer figures: answered from the desk, or with a
 * deadline that has passed by `now`.
 */
export async function selectFirstAnswerRows(
  db: Database,
  since: Date,
  now: Date,
): Promise<AnsweredInquiry[]> {
  return db
    .select({
      arrivedAt: inquiries.createdAt,
      firstAnsweredAt: inquiries.firstAnsweredAt,
      dueAt: inquiries.firstAnswerDueAt,
      assigneeId: inquiries.assigneeId,
      assigneeName: user.name,
      teamId: inquiries.teamId,
    })
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(
      and(
        gte(inquiries.createdAt, since),
        ne(inquiries.status, 'spam'),
        or(
          isNotNull(inquiries.firstAnsweredAt),
          and(isNull(inquiries.firstAnsweredAt), lt(inquiries.firstAnswerDueAt, now)),
        ),
      ),
    );
}

/** Every team's name and business calendar. */
export async function selectTeamCalendars(db: Database): Promise<TeamCalendar[]> {
  return db
    .select({
      id: deskTeams.id,
      name: deskTeams.name,
      timeZone: deskTeams.timeZone,
      hours: deskTeams.hours,
      holidays: deskTeams.holidays,
    })
    .from(deskTeams);
}

/**
 * Each quotation first sent since `since`, once, as its latest sent revision says (decision 223). Revision
 * 1 is always the first one sent (a revision is refused while a draft exists), so its `sent_at` dates the
 * quotation; drafts were never sent and a superseded revision is never the latest sent one.
 */
function latestSentRevisions(db: Database, since: Date) {
  const firstSentInPeriod = db
    .select({ number: quotes.number })
    .from(quotes)
    .where(and(eq(quotes.revision, 1), gte(quotes.sentAt, since)));
  return db.$with('latest_sent_revisions').as(
    db
      .selectDistinctOn([quotes.number], {
        number: quotes.number,
        inquiryId: quotes.inquiryId,
        status: quotes.status,
        currency: quotes.currency,
        netTotalMinor: quotes.netTotalMinor,
        lines: quotes.lines,
        sentAt: quotes.sentAt,
      })
      .from(quotes)
      .where(and(ne(quotes.status, 'draft'), inArray(quotes.number, firstSentInPeriod)))
      .orderBy(asc(quotes.number), desc(quotes.revision)),
  );
}

/**
 * The period's quotations counted and summed per country, status and currency. The net sums add up the
 * `net_total_minor` the quotation service computed with `quote-money` when it stored each revision.
 */
export async function selectQuoteGroups(db: Database, since: Date): Promise<QuoteGroupRow[]> {
  const latest = latestSentRevisions(db, since);
  return db
    .with(latest)
    .select({
      country: inquiries.country,
      status: latest.status,
      currency: latest.currency,
      count: count(),
      // sum(bigint) is numeric, which the driver hands over as text.
      netMinor: sql<number>`coalesce(sum(${latest.netTotalMinor}), 0)`.mapWith(Number),
    })
    .from(latest)
    .innerJoin(inquiries, eq(inquiries.id, latest.inquiryId))
    .where(ne(inquiries.status, 'spam'))
    .groupBy(inquiries.country, latest.status, latest.currency);
}

/**
 * The period's quotations with at least one line taken from the catalogue, with their lines: a line's
 * amount is computed by the caller with `quote-money`, the one place that rounds it.
 */
export async function selectQuotesWithProductLines(
  db: Database,
  since: Date,
): Promise<QuoteWithProductLines[]> {
  const latest = latestSentRevisions(db, since);
  return db
    .with(latest)
    .select({
      number: latest.number,
      status: latest.status,
      currency: latest.currency,
      sentAt: latest.sentAt,
      lines: latest.lines,
    })
    .from(latest)
    .innerJoin(inquiries, eq(inquiries.id, latest.inquiryId))
    .where(
      and(
        ne(inquiries.status, 'spam'),
        sql`exists (select 1 from jsonb_array_elements(${latest.lines}) as line
          where line ->> 'entryId' is not null)`,
      ),
    );
}
