import { enqueueMail } from '../../platform/outbox/enqueue-mail';
import { ownTextOf } from './own-text';
import { hasRecentReplyNotice, selectAssigneeToNotify } from './repository';
import type { QueueReplyNotification } from './service';

/** Characters of the answer the notice shows: enough to judge urgency; the rest stays in the desk. */
const excerptLength = 200;

/**
 * Queues the assignee's "the visitor answered" e-mail in the transaction that stores the answer, unless
 * nobody is assigned, the assignee turned it off (`staff_preferences.notify_on_reply`), or one went out for
 * this inquiry less than `quietMinutes` ago: a burst of answers is one e-mail, the desk shows each of them
 * at once (decision 160).
 */
export function createReplyNotifier(deps: {
  publicOrigin: string;
  companyName: string;
  /** 0 or unset: one e-mail per answer. */
  quietMinutes?: number;
}): QueueReplyNotification {
  return async (tx, reply) => {
    const assignee = await selectAssigneeToNotify(tx, reply.inquiryId);
    if (!assignee) return false;
    const quietMinutes = deps.quietMinutes ?? 0;
    if (quietMinutes > 0 && (await hasRecentReplyNotice(tx, reply.inquiryId, quietMinutes))) return false;
    await enqueueMail(tx, {
      template: 'visitor-replied',
      props: {
        locale: assignee.locale,
        reference: assignee.reference,
        visitorName: assignee.visitorName,
        excerpt: excerptOf(reply.excerpt),
        deskUrl: `${deps.publicOrigin}/desk/inquiries/${reply.inquiryId}`,
        companyName: deps.companyName,
        siteUrl: deps.publicOrigin,
      },
      to: [assignee.email],
      idempotencyKey: `inbound-${reply.messageId}-assignee`,
      inquiryId: reply.inquiryId,
    });
    return true;
  };
}

/** The answer's own first words: quoted history (`> …`, "On … wrote:") left out, whitespace folded. */
export function excerptOf(text: string): string {
  const folded = ownTextOf(text).replace(/\s+/g, ' ').trim();
  const characters = [...folded];
  return characters.length > excerptLength ? `${characters.slice(0, excerptLength).join('')}…` : folded;
}
