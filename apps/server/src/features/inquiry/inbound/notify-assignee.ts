import { deskLocaleOf } from '@sitedesk/shared/locales';
import type { Clock } from '../../../platform/clock/clock';
import { enqueueMail } from '../../../platform/outbox/enqueue-mail';
import { selectWhoseInquiry, whoWantsIt } from '../../routing/staff-to-notify';
import { ownTextOf } from './own-text';
import { hasRecentReplyNotice, selectInquiryToNotify } from './repository';
import type { QueueReplyNotification } from './service';

/** Characters of the answer the notice shows: enough to judge urgency; the rest stays in the desk. */
const excerptLength = 200;

/**
 * Queues the "the visitor answered" e-mails in the transaction that stores the answer (decision 174): to
 * the assignee; on an unassigned inquiry to its team's members present now; without a team (or nobody of
 * it present) to every owner and admin — never to no one. Each member's `notify_on_reply` switch is
 * respected, and one notice goes out per burst: none if one went out for this inquiry less than
 * `quietMinutes` ago, the desk shows each answer at once (decision 160).
 */
export function createReplyNotifier(deps: {
  publicOrigin: string;
  companyName: string;
  /** 0 or unset: one e-mail per answer. */
  quietMinutes?: number;
  /** Who counts as away is decided at this time. */
  now: Clock;
}): QueueReplyNotification {
  return async (tx, reply) => {
    const inquiry = await selectInquiryToNotify(tx, reply.inquiryId);
    if (!inquiry) return false;
    const { reason, candidates } = await selectWhoseInquiry(tx, inquiry, deps.now(), 'reply');
    const recipients = whoWantsIt(candidates);
    if (recipients.length === 0) return false;
    const quietMinutes = deps.quietMinutes ?? 0;
    if (quietMinutes > 0 && (await hasRecentReplyNotice(tx, reply.inquiryId, quietMinutes))) return false;
    for (const recipient of recipients) {
      await enqueueMail(tx, {
        template: 'visitor-replied',
        props: {
          locale: deskLocaleOf(recipient.locale),
          reference: inquiry.reference,
          visitorName: inquiry.visitorName,
          excerpt: excerptOf(reply.excerpt),
          deskUrl: `${deps.publicOrigin}/desk/inquiries/${reply.inquiryId}`,
          companyName: deps.companyName,
          siteUrl: deps.publicOrigin,
          reason,
        },
        to: [recipient.email],
        // The assignee's key as before this notice had other recipients: a retried answer is one e-mail.
        idempotencyKey:
          reason === 'assignee'
            ? `inbound-${reply.messageId}-assignee`
            : `inbound-${reply.messageId}-staff-${recipient.userId}`,
        inquiryId: reply.inquiryId,
      });
    }
    return true;
  };
}

/** The answer's own first words: quoted history (`> …`, "On … wrote:") left out, whitespace folded. */
export function excerptOf(text: string): string {
  const folded = ownTextOf(text).replace(/\s+/g, ' ').trim();
  const characters = [...folded];
  return characters.length > excerptLength ? `${characters.slice(0, excerptLength).join('')}…` : folded;
}
