import { randomUUID } from 'node:crypto';
import { type InquiryStatus, inquiryStatusTransitions } from '@sitedesk/shared/desk-api';
import { can, isStaffRole } from '@sitedesk/shared/permissions';
import { AppError } from '../../../http/app-error';
import type { Staff } from '../../../platform/auth/staff';
import { queueAssignedNotice } from '../../routing/assigned-notice';
import { spamTextOf } from '../../spam/spam-signals';
import {
  insertActivity,
  selectInquiryForUpdate,
  selectStaffMember,
  type Transaction,
  updateInquiry,
} from './repository';
import {
  type ArrivalMailSettings,
  queueArrivalMails,
  type SpamVerdictRecorder,
  verdictOf,
} from './spam-verdicts';

export type InquiryChange = { status?: InquiryStatus | undefined; assigneeId?: string | null | undefined };

/**
 * The webhooks' `inquiry.updated` (decision 226), handed in by the composition root so the desk does not
 * import the webhooks feature: `inquiryUpdated` queues it in the change's transaction, `wake` starts the
 * delivery after the commit.
 */
export type InquiryWebhookEvents = {
  inquiryUpdated: (
    tx: Transaction,
    inquiryId: string,
    changed: ('status' | 'assigneeId' | 'tags' | 'mergedIntoId')[],
    options?: { wasSpam?: boolean },
  ) => Promise<unknown>;
  /** `note.added`, queued in the note's transaction. */
  noteAdded: (tx: Transaction, noteId: string) => Promise<unknown>;
  wake: () => void;
};

export type ChangeDependencies = {
  arrivalMail?: ArrivalMailSettings | undefined;
  onSpamVerdict?: SpamVerdictRecorder | undefined;
  webhookEvents?: InquiryWebhookEvents | undefined;
};

export type AppliedChange = {
  /** The last activity row's cursor; `undefined` when nothing changed. */
  cursor: number | undefined;
  queuedMails: number;
  before: { status: InquiryStatus; assigneeId: string | null };
  /** What actually changed (a value equal to the current one is left out). */
  changed: { status?: InquiryStatus; assigneeId?: string | null };
};

/**
 * One inquiry's status and/or assignee change inside the caller's transaction, with its activity rows, its
 * spam lesson, the arrival e-mails "Not spam" sends late and the assignment notice: the single update and
 * every inquiry of a bulk action go through here, so both leave the same trace. `isRestore` (an undo of a
 * bulk action, decision 177) puts back a status the inquiry had, which the lifecycle may not offer as a move.
 */
export async function applyInquiryChange(
  tx: Transaction,
  deps: ChangeDependencies,
  staff: Staff,
  id: string,
  change: InquiryChange,
  options: { isRestore?: boolean } = {},
): Promise<AppliedChange> {
  const current = await selectInquiryForUpdate(tx, id);
  if (!current) throw new AppError('not_found');
  const before = { status: current.status, assigneeId: current.assigneeId };
  const next: { status?: InquiryStatus; assigneeId?: string | null } = {};
  let cursor: number | undefined;
  let queuedMails = 0;
  if (change.status !== undefined && change.status !== current.status) {
    // A merged inquiry's stub stays closed, undo included: its thread lives in the target (decision 179).
    if (
      current.mergedIntoId ||
      (!options.isRestore && !inquiryStatusTransitions[current.status].includes(change.status))
    ) {
      throw new AppError('invalid_transition');
    }
    next.status = change.status;
  }
  if (change.assigneeId !== undefined && change.assigneeId !== current.assigneeId) {
    if (change.assigneeId !== null) await requireAssignable(tx, change.assigneeId);
    next.assigneeId = change.assigneeId;
  }
  if (next.status === undefined && next.assigneeId === undefined) {
    return { cursor, queuedMails, before, changed: next };
  }
  await updateInquiry(tx, id, next);
  const verdict = next.status === undefined ? undefined : verdictOf(current.status, next.status);
  if (verdict === 'ham' && deps.arrivalMail) {
    queuedMails = await queueArrivalMails(tx, deps.arrivalMail, id);
  }
  // The same text the judgement read on arrival, so the lesson is about what was judged.
  if (verdict) await deps.onSpamVerdict?.(tx, { text: spamTextOf(current), label: verdict });
  if (next.status !== undefined) {
    cursor = await insertActivity(tx, {
      id: randomUUID(),
      inquiryId: id,
      actorId: staff.userId,
      action: 'status_changed',
      details: { from: current.status, to: next.status },
    });
  }
  if (next.assigneeId !== undefined) {
    const activityId = randomUUID();
    cursor = await insertActivity(tx, {
      id: activityId,
      inquiryId: id,
      actorId: staff.userId,
      action: 'assigned',
      details: { from: current.assigneeId, to: next.assigneeId },
    });
    // Someone else gave it to them: they hear of it if they chose to (decision 174). An undo gives it back
    // to whom it was with: no notice, or a bulk assign and its undo could flood a colleague's mailbox.
    if (next.assigneeId && next.assigneeId !== staff.userId && deps.arrivalMail && !options.isRestore) {
      queuedMails += await queueAssignedNotice(tx, {
        inquiryId: id,
        assigneeId: next.assigneeId,
        assignedBy: staff.name,
        key: activityId,
        publicOrigin: deps.arrivalMail.publicOrigin,
        companyName: deps.arrivalMail.companyName,
      });
    }
  }
  await deps.webhookEvents?.inquiryUpdated(
    tx,
    id,
    [
      ...(next.status === undefined ? [] : (['status'] as const)),
      ...(next.assigneeId === undefined ? [] : (['assigneeId'] as const)),
    ],
    // "Not spam": receivers hear of it now as a new inquiry (decision 226).
    { wasSpam: current.status === 'spam' },
  );
  return { cursor, queuedMails, before, changed: next };
}

/** Only a staff member who reads inquiries can be given one. */
export async function requireAssignable(tx: Transaction, assigneeId: string): Promise<void> {
  const assignee = await selectStaffMember(tx, assigneeId);
  if (!assignee || !isStaffRole(assignee.role) || !can(assignee.role, 'inquiries:read')) {
    throw new AppError('validation_failed', {
      fields: {
        assigneeId: { code: 'invalid_assignee', message: 'Not a staff member who reads inquiries.' },
      },
    });
  }
}
