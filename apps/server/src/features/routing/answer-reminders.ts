import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
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

/** Statuses still waiting for an answer: spam, answered and closed ones are nobody's worry. */
const waitingStatuses = ['new', 'in_progress'] as const;

/** Inquiries handled per round at most; the rest wait for the next round (a minute later). */
const batchSize = 200;

export type AnswerReminderOptions = {
  db: Database;
  logger: Logger;
  publicOrigin: string;
  companyName: string;
  everySeconds: number;
  onMailQueued: () => void;
  /**
   * The webhooks' `inquiry.overdue` (decision 230), queued in the transaction that marks the deadline
   * passed, so it goes once per deadline; resolves how many deliveries it queued.
   */
  announceOverdue?: ((tx: Transaction, inquiryId: string) => Promise<number>) | undefined;
  /** Wakes the webhook delivery after a round that queued some. */
  onWebhooksQueued?: (() => void) | undefined;
};

/**
 * A deadline the desk reminds of: the first answer's (decision 174) or the running next answer's (decision
 * 187), each with its 80 % point and its two "sent" marks on the inquiry's row.
 */
type TimeColumn =
  | typeof inquiries.firstAnswerDueAt
  | typeof inquiries.firstAnswerRemindAt
  | typeof inquiries.firstAnswerRemindedAt
  | typeof inquiries.firstAnswerOverdueNotifiedAt
  | typeof inquiries.nextAnswerDueAt
  | typeof inquiries.nextAnswerRemindAt
  | typeof inquiries.nextAnswerRemindedAt
  | typeof inquiries.nextAnswerOverdueNotifiedAt;

type Clock = {
  kind: 'first' | 'next';
  dueAt: TimeColumn;
  remindAt: TimeColumn;
  remindedAt: TimeColumn;
  overdueNotifiedAt: TimeColumn;
  /** Still running: no first answer yet; a next-answer clock runs while it has a deadline at all. */
  isRunning: SQL | undefined;
};

const clocks: Clock[] = [
  {
    kind: 'first',
    dueAt: inquiries.firstAnswerDueAt,
    remindAt: inquiries.firstAnswerRemindAt,
    remindedAt: inquiries.firstAnswerRemindedAt,
    overdueNotifiedAt: inquiries.firstAnswerOverdueNotifiedAt,
    isRunning: isNull(inquiries.firstAnsweredAt),
  },
  {
    kind: 'next',
    dueAt: inquiries.nextAnswerDueAt,
    remindAt: inquiries.nextAnswerRemindAt,
    remindedAt: inquiries.nextAnswerRemindedAt,
    overdueNotifiedAt: inquiries.nextAnswerOverdueNotifiedAt,
    isRunning: undefined,
  },
];

/**
 * The answer reminders, once per round across instances: when 80 % of a first- or next-answer target has
 * passed in the team's business hours without that answer, the assignee (or, nobody assigned, the team's
 * present members) is reminded; when the deadline passes, the team's lead, or without one the owners and
 * admins, are told. Each at most once per inquiry and clock: the inquiry's row is locked and marked in the
 * transaction that queues the e-mails, whose keys are per inquiry, clock and recipient (a next-answer
 * clock's keys also name its deadline, as each new clock reminds again).
 */
export function createAnswerReminderJob(options: AnswerReminderOptions): ScheduledJob {
  return {
    name: 'answer-reminders',
    everySeconds: options.everySeconds,
    async run(now) {
      let inquiriesSeen = 0;
      let queued = 0;
      const announced = { count: 0 };
      for (const clock of clocks) {
        const due = await selectInquiriesToRemind(options.db, clock, now);
        inquiriesSeen += due.length;
        for (const { id } of due) {
          queued += await options.db.transaction((tx) => remind(tx, clock, id, now, options, announced));
        }
      }
      if (queued > 0) options.onMailQueued();
      if (announced.count > 0) options.onWebhooksQueued?.();
      if (inquiriesSeen > 0)
        options.logger.info({ inquiries: inquiriesSeen, mails: queued }, 'answer reminders');
    },
  };
}

/**
 * Waiting inquiries whose 80 % point (counted in business hours) or deadline of `clock` has passed and
 * whose reminder for it has not gone out.
 */
function selectInquiriesToRemind(db: Database, clock: Clock, now: Date) {
  return db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        // The reminder index's condition, so the round reads only that small index.
        clock.isRunning,
        isNotNull(clock.dueAt),
        isNull(clock.overdueNotifiedAt),
        inArray(inquiries.status, [...waitingStatuses]),
        or(lte(clock.dueAt, now), and(isNull(clock.remindedAt), lte(clock.remindAt, now))),
      ),
    )
    .orderBy(asc(clock.dueAt))
    .limit(batchSize);
}

/** One inquiry's reminder, checked again under its row lock; resolves to how many e-mails it queued. */
async function remind(
  tx: Transaction,
  clock: Clock,
  id: string,
  now: Date,
  options: AnswerReminderOptions,
  announced: { count: number },
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
      dueAt: clock.dueAt,
      remindAt: clock.remindAt,
      remindedAt: clock.remindedAt,
      overdueNotifiedAt: clock.overdueNotifiedAt,
    })
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id))
    .for('update', { of: inquiries, skipLocked: true });
  // Gone, answered or taken by another round meanwhile.
  if (!inquiry?.dueAt || inquiry.overdueNotifiedAt) return 0;
  if (clock.kind === 'first' && inquiry.firstAnsweredAt) return 0;
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
    const marks =
      clock.kind === 'first'
        ? { firstAnswerOverdueNotifiedAt: now, firstAnswerRemindedAt: inquiry.remindedAt ?? now }
        : { nextAnswerOverdueNotifiedAt: now, nextAnswerRemindedAt: inquiry.remindedAt ?? now };
    await tx.update(inquiries).set(marks).where(eq(inquiries.id, id));
    announced.count += (await options.announceOverdue?.(tx, id)) ?? 0;
  } else {
    if (inquiry.remindedAt || !inquiry.remindAt || inquiry.remindAt.getTime() > now.getTime()) return 0;
    const { candidates } = await selectWhoseInquiry(tx, inquiry, now, 'overdue');
    recipients = whoWantsIt(candidates);
    const mark = clock.kind === 'first' ? { firstAnswerRemindedAt: now } : { nextAnswerRemindedAt: now };
    await tx.update(inquiries).set(mark).where(eq(inquiries.id, id));
  }
  const stage = isOverdue ? 'overdue' : 'due_soon';
  for (const recipient of recipients) {
    await enqueueMail(tx, {
      template: 'first-answer-reminder',
      props: {
        locale: deskLocaleOf(recipient.locale),
        clock: clock.kind,
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
      idempotencyKey:
        clock.kind === 'first'
          ? `inquiry-${id}-first-answer-${stage}-${recipient.userId}`
          : `inquiry-${id}-next-answer-${inquiry.dueAt.getTime()}-${stage}-${recipient.userId}`,
      inquiryId: id,
    });
  }
  return recipients.length;
}
