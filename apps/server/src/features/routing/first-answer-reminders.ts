import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { enqueueMail } from '../../platform/outbox/enqueue-mail';
import type { Transaction } from './staff-check';
import {
  type StaffRecipient,
  selectManagersToNotify,
  selectStaffToNotify,
  selectWhoseInquiry,
  whoWantsIt,
} from './staff-to-notify';

/** Statuses still waiting for a first answer: spam, answered and closed ones are nobody's worry. */
const waitingStatuses = ['new', 'in_progress'] as const;

/** Inquiries handled per round at most; the rest wait for the next round (a minute later). */
const batchSize = 200;

export type FirstAnswerReminderOptions = {
  db: Database;
  logger: Logger;
  publicOrigin: string;
  companyName: string;
  everySeconds: number;
  onMailQueued: () => void;
};

/**
 * The first-answer reminders (decision 174), once per round across instances: when 80 % of the first-answer
 * target has passed in the team's business hours (`first_answer_remind_at`) without a first answer, the assignee (or, nobody assigned,
 * the team's present members) is reminded; when the deadline passes, the team's lead, or without one the
 * owners and admins, are told. Each at most once per inquiry: the inquiry's row is locked and marked in
 * the transaction that queues the e-mails, whose keys are per inquiry and recipient.
 */
export function createFirstAnswerReminderJob(options: FirstAnswerReminderOptions): ScheduledJob {
  return {
    name: 'first-answer-reminders',
    everySeconds: options.everySeconds,
    async run(now) {
      const due = await selectInquiriesToRemind(options.db, now);
      let queued = 0;
      for (const { id } of due) {
        queued += await options.db.transaction((tx) => remind(tx, id, now, options));
      }
      if (queued > 0) options.onMailQueued();
      if (due.length > 0)
        options.logger.info({ inquiries: due.length, mails: queued }, 'first-answer reminders');
    },
  };
}

/**
 * Waiting inquiries whose 80 % point (counted in business hours on arrival) or deadline has passed and
 * whose reminder for it has not gone out.
 */
function selectInquiriesToRemind(db: Database, now: Date) {
  return db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        // The reminder index's condition, so the round reads only that small index.
        isNull(inquiries.firstAnsweredAt),
        isNotNull(inquiries.firstAnswerDueAt),
        isNull(inquiries.firstAnswerOverdueNotifiedAt),
        inArray(inquiries.status, [...waitingStatuses]),
        or(
          lte(inquiries.firstAnswerDueAt, now),
          and(isNull(inquiries.firstAnswerRemindedAt), lte(inquiries.firstAnswerRemindAt, now)),
        ),
      ),
    )
    .orderBy(asc(inquiries.firstAnswerDueAt))
    .limit(batchSize);
}

/** One inquiry's reminder, checked again under its row lock; resolves to how many e-mails it queued. */
async function remind(
  tx: Transaction,
  id: string,
  now: Date,
  options: FirstAnswerReminderOptions,
): Promise<number> {
  const [inquiry] = await tx
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      visitorName: inquiries.name,
      status: inquiries.status,
      assigneeId: inquiries.assigneeId,
      assigneeName: user.name,
      teamId: inquiries.teamId,
      createdAt: inquiries.createdAt,
      firstAnsweredAt: inquiries.firstAnsweredAt,
      dueAt: inquiries.firstAnswerDueAt,
      remindAt: inquiries.firstAnswerRemindAt,
      remindedAt: inquiries.firstAnswerRemindedAt,
      overdueNotifiedAt: inquiries.firstAnswerOverdueNotifiedAt,
    })
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id))
    .for('update', { of: inquiries, skipLocked: true });
  // Gone, answered or taken by another round meanwhile.
  if (!inquiry?.dueAt || inquiry.firstAnsweredAt || inquiry.overdueNotifiedAt) return 0;
  if (!(waitingStatuses as readonly string[]).includes(inquiry.status)) return 0;
  const [team] = inquiry.teamId
    ? await tx
        .select({ timeZone: deskTeams.timeZone, leadId: deskTeams.leadId })
        .from(deskTeams)
        .where(eq(deskTeams.id, inquiry.teamId))
    : [];
  const isOverdue = inquiry.dueAt.getTime() <= now.getTime();
  let recipients: StaffRecipient[];
  if (isOverdue) {
    // Past the deadline, the 80 % reminder would be news to no one: the overdue notice replaces it.
    const lead = team?.leadId ? await selectStaffToNotify(tx, [team.leadId], 'overdue') : [];
    recipients = whoWantsIt(lead.length > 0 ? lead : await selectManagersToNotify(tx, 'overdue'));
    await tx
      .update(inquiries)
      .set({ firstAnswerOverdueNotifiedAt: now, firstAnswerRemindedAt: inquiry.remindedAt ?? now })
      .where(eq(inquiries.id, id));
  } else {
    if (inquiry.remindedAt || !inquiry.remindAt || inquiry.remindAt.getTime() > now.getTime()) return 0;
    const { candidates } = await selectWhoseInquiry(tx, inquiry, now, 'overdue');
    recipients = whoWantsIt(candidates);
    await tx.update(inquiries).set({ firstAnswerRemindedAt: now }).where(eq(inquiries.id, id));
  }
  const stage = isOverdue ? 'overdue' : 'due_soon';
  for (const recipient of recipients) {
    await enqueueMail(tx, {
      template: 'first-answer-reminder',
      props: {
        locale: recipient.locale,
        stage,
        reference: inquiry.reference,
        visitorName: inquiry.visitorName,
        dueAt: inquiry.dueAt.toISOString(),
        timeZone: team?.timeZone ?? 'UTC',
        assigneeName: inquiry.assigneeName ?? null,
        deskUrl: `${options.publicOrigin}/desk/inquiries/${id}`,
        companyName: options.companyName,
        siteUrl: options.publicOrigin,
      },
      to: [recipient.email],
      idempotencyKey: `inquiry-${id}-first-answer-${stage}-${recipient.userId}`,
      inquiryId: id,
    });
  }
  return recipients.length;
}
