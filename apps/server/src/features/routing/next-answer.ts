import { deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { businessDeadline, businessMinutesOf } from '@sitedesk/shared/business-hours';
import { eq } from 'drizzle-orm';
import type { Transaction } from './staff-check';

/**
 * Starts the inquiry's next-answer clock (decision 181) for a visitor's answer stored at `answeredAt`, in
 * the transaction that stores it (the caller holds the inquiry's row lock): due at `answeredAt` plus the
 * team's next-answer target in the team's business hours. Only after a staff answer (before one, the
 * first-answer deadline is what runs), only with a team that has a target, and only if no clock runs
 * already: a second message of the visitor's does not move the deadline of the first further away.
 * Resolves to whether it set one.
 */
export async function startNextAnswerClock(
  tx: Transaction,
  inquiryId: string,
  answeredAt: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({
      firstAnsweredAt: inquiries.firstAnsweredAt,
      nextAnswerDueAt: inquiries.nextAnswerDueAt,
      target: deskTeams.nextAnswerTarget,
      timeZone: deskTeams.timeZone,
      hours: deskTeams.hours,
      holidays: deskTeams.holidays,
    })
    .from(inquiries)
    .innerJoin(deskTeams, eq(deskTeams.id, inquiries.teamId))
    .where(eq(inquiries.id, inquiryId));
  if (!row?.target || !row.firstAnsweredAt || row.nextAnswerDueAt) return false;
  const minutes = businessMinutesOf(row.target);
  if (minutes === undefined) return false;
  const calendar = { timeZone: row.timeZone, hours: row.hours, holidays: row.holidays };
  // A calendar without any business hours for years has no deadline: no clock rather than a wrong one.
  const due = businessDeadline(answeredAt, minutes, calendar);
  if (!due) return false;
  // The reminder at 80 % of the business time, as for the first answer (decisions 174 and 187); a new
  // clock's reminders are news again.
  const remindAt = businessDeadline(answeredAt, minutes * 0.8, calendar) ?? due;
  await tx
    .update(inquiries)
    .set({
      nextAnswerDueAt: due,
      nextAnswerRemindAt: remindAt,
      nextAnswerRemindedAt: null,
      nextAnswerOverdueNotifiedAt: null,
    })
    .where(eq(inquiries.id, inquiryId));
  return true;
}
