import { inquiries } from '@sitedesk/db/schema';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../../platform/outbox/enqueue-mail';
import type { Transaction } from './staff-check';
import { selectStaffToNotify, whoWantsIt } from './staff-to-notify';

/**
 * Queues the "assigned to you" e-mail (decision 174) in the transaction that assigns the inquiry, unless
 * the assignee turned it off (`notify_on_assigned`) or no longer reads inquiries. Whoever takes an
 * inquiry themselves (assigning it to themselves, or answering it first) is not told: the caller does not
 * call. `key` names this assignment, so a retried transaction queues one e-mail. Resolves to how many
 * e-mails it queued.
 */
export async function queueAssignedNotice(
  tx: Transaction,
  notice: {
    inquiryId: string;
    assigneeId: string;
    /** Who assigned it, by name; `null`: a routing rule. */
    assignedBy: string | null;
    key: string;
    publicOrigin: string;
    companyName: string;
  },
): Promise<number> {
  const [recipient] = whoWantsIt(await selectStaffToNotify(tx, [notice.assigneeId], 'assigned'));
  if (!recipient) return 0;
  const [inquiry] = await tx
    .select({ reference: inquiries.reference, visitorName: inquiries.name })
    .from(inquiries)
    .where(eq(inquiries.id, notice.inquiryId));
  if (!inquiry) return 0;
  await enqueueMail(tx, {
    template: 'inquiry-assigned',
    props: {
      locale: deskLocaleOf(recipient.locale),
      reference: inquiry.reference,
      visitorName: inquiry.visitorName,
      assignedBy: notice.assignedBy,
      deskUrl: `${notice.publicOrigin}/desk/inquiries/${notice.inquiryId}`,
      companyName: notice.companyName,
      siteUrl: notice.publicOrigin,
    },
    to: [recipient.email],
    idempotencyKey: `inquiry-${notice.inquiryId}-assigned-${notice.key}`,
    inquiryId: notice.inquiryId,
  });
  return 1;
}
