import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnsweredInquiry, TeamCalendar } from './first-answer-figures';

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
