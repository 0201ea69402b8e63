import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiryActivity } from '@sitedesk/db/desk-schema';
import { inquiries, inquiryAttachments } from '@sitedesk/db/schema';
import { enqueueMail, type QueuedMail } from '../../../platform/outbox/enqueue-mail';
import type { ArrivalRouting } from '../../routing/route-arrival';
import { createReplyToken } from '../conversation/reply-address';
import { generateInquiryReference } from './reference';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewInquiry = Omit<
  typeof inquiries.$inferInsert,
  'reference' | 'createdAt' | 'updatedAt' | 'replyToken'
>;
export type NewAttachment = typeof inquiryAttachments.$inferInsert;

/**
 * Writes an inquiry with its attachments' records and its outgoing e-mails in ONE transaction: either all
 * of it is stored, or none. `beforeCommit` exists so tests can make the transaction fail at its last step.
 */
export async function insertInquiryWithOutbox(
  db: Database,
  rows: {
    inquiry: NewInquiry;
    attachments: NewAttachment[];
    /** Gets the transaction too: a link to the visitor's page is stored in it (decision 173). */
    outbox: (reference: string, tx: Transaction) => QueuedMail[] | Promise<QueuedMail[]>;
    /** Routing on arrival (decision 168): whom the inquiry goes to, decided inside this transaction. */
    route?: (tx: Transaction) => Promise<ArrivalRouting>;
    /** Confirms what must still hold when the inquiry is written (its topic, decision 245); throws to refuse. */
    confirm?: (tx: Transaction) => Promise<void>;
    /** Claims the request's staged uploads (decision 215); throws to roll everything back. */
    claim?: (tx: Transaction) => Promise<void>;
    /** Announces the stored inquiry (the webhooks' `inquiry.created`, decision 224) in this transaction. */
    announce?: (
      tx: Transaction,
      stored: NewInquiry & { reference: string; createdAt: Date },
    ) => Promise<unknown>;
    /** The first activity row's details (an inquiry made through `/api/v1`: which key, decision 235). */
    createdDetails?: Record<string, string>;
  },
  beforeCommit?: () => Promise<void>,
): Promise<{ reference: string; createdAt: Date; eventCursor: number; routing: ArrivalRouting | undefined }> {
  return db.transaction(async (tx) => {
    await rows.confirm?.(tx);
    await rows.claim?.(tx);
    const routing = await rows.route?.(tx);
    const routed: NewInquiry = routing
      ? {
          ...rows.inquiry,
          assigneeId: routing.assigneeId,
          teamId: routing.teamId,
          firstAnswerDueAt: routing.firstAnswerDueAt,
          firstAnswerRemindAt: routing.firstAnswerRemindAt,
        }
      : rows.inquiry;
    const { reference, createdAt } = await insertWithFreshReference(tx, routed);
    if (rows.attachments.length > 0) await tx.insert(inquiryAttachments).values(rows.attachments);
    const messages = await rows.outbox(reference, tx);
    for (const message of messages) await enqueueMail(tx, message);
    await routing?.afterInsert?.(tx, rows.inquiry.id);
    await rows.announce?.(tx, { ...routed, reference, createdAt });
    // The first line of the activity log, and the desk's `inquiry.created` event (its seq is the cursor).
    const [activity] = await tx
      .insert(inquiryActivity)
      .values({
        id: randomUUID(),
        inquiryId: rows.inquiry.id,
        actorId: null,
        action: 'created',
        ...(rows.createdDetails ? { details: rows.createdDetails } : {}),
      })
      .returning({ seq: inquiryActivity.seq });
    // Who routed it where, after its arrival in the log; the `inquiry.created` event carries the
    // assignment already, so its cursor is this row's: a reconnecting desk need not hear of it again.
    const [routedActivity] = routing?.rule
      ? await tx
          .insert(inquiryActivity)
          .values({
            id: randomUUID(),
            inquiryId: rows.inquiry.id,
            actorId: null,
            action: 'routed',
            details: { ruleId: routing.rule.id, teamId: routing.teamId, to: routing.assigneeId },
          })
          .returning({ seq: inquiryActivity.seq })
      : [];
    await beforeCommit?.();
    return { reference, createdAt, eventCursor: routedActivity?.seq ?? activity?.seq ?? 0, routing };
  });
}

/** References are random; on the rare clash, `ON CONFLICT DO NOTHING` keeps the transaction alive to retry. */
async function insertWithFreshReference(
  tx: Transaction,
  inquiry: NewInquiry,
): Promise<{ reference: string; createdAt: Date }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference = generateInquiryReference();
    const inserted = await tx
      .insert(inquiries)
      // The reply address is the inquiry's from the start: the confirmation already invites answers.
      .values({ ...inquiry, reference, replyToken: createReplyToken() })
      .onConflictDoNothing({ target: inquiries.reference })
      .returning({ createdAt: inquiries.createdAt });
    const [row] = inserted;
    if (row) return { reference, createdAt: row.createdAt };
  }
  throw new Error('Could not draw an unused inquiry reference');
}
