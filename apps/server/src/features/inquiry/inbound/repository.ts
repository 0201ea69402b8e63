import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryReads } from '@sitedesk/db/desk-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../desk/repository';

export type NewInboundMessage = typeof inquiryMessages.$inferInsert;
export type NewInboundAttachment = typeof inquiryAttachments.$inferInsert;

/**
 * The inquiry whose reply address carries `token`; `undefined` when there is none (or it was erased). A
 * merged inquiry's address leads to the inquiry it was merged into (decision 179).
 */
export async function selectInquiryIdByReplyToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sql<string>`coalesce(${inquiries.mergedIntoId}, ${inquiries.id})` })
    .from(inquiries)
    .where(eq(inquiries.replyToken, token));
  return row?.id;
}

/** The inquiry one of our own sent messages (named by Message-ID) belongs to. */
export async function selectInquiryIdBySentMessageIds(
  db: Database,
  messageIds: string[],
): Promise<string | undefined> {
  if (messageIds.length === 0) return undefined;
  const [row] = await db
    .select({ inquiryId: inquiryMessages.inquiryId })
    .from(inquiryMessages)
    .where(and(inArray(inquiryMessages.messageId, messageIds), eq(inquiryMessages.direction, 'outbound')))
    .limit(1);
  return row?.inquiryId;
}

/**
 * The inquiry whose queued e-mail (the visitor's confirmation, say) carried one of these Message-IDs in its
 * outbox payload. A fallback after the reply address and the thread's own messages, so it may scan.
 */
export async function selectInquiryIdByOutboxMessageIds(
  db: Database,
  messageIds: string[],
): Promise<string | undefined> {
  if (messageIds.length === 0) return undefined;
  const [row] = await db
    .select({ inquiryId: mailOutbox.inquiryId })
    .from(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.inquiryId),
        inArray(sql<string>`${mailOutbox.data}->>'messageId'`, messageIds),
      ),
    )
    .limit(1);
  return row?.inquiryId ?? undefined;
}

export async function selectStoredMessage(db: Database, messageId: string) {
  const [row] = await db
    .select({ id: inquiryMessages.id, inquiryId: inquiryMessages.inquiryId })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.messageId, messageId));
  return row;
}

/** `false` when a message with this Message-ID is already stored (a repeated delivery). */
export async function insertInboundMessage(
  tx: Transaction,
  message: NewInboundMessage,
  attachments: NewInboundAttachment[],
): Promise<boolean> {
  const inserted = await tx
    .insert(inquiryMessages)
    .values(message)
    .onConflictDoNothing({ target: inquiryMessages.messageId })
    .returning({ id: inquiryMessages.id });
  if (inserted.length === 0) return false;
  if (attachments.length > 0) await tx.insert(inquiryAttachments).values(attachments);
  return true;
}

/** Unread for every staff member again: nobody has seen the new message. */
export async function markUnreadForEveryone(tx: Transaction, inquiryId: string): Promise<void> {
  await tx.delete(inquiryReads).where(eq(inquiryReads.inquiryId, inquiryId));
}

/** What the "visitor answered" notice needs of the inquiry, and whose it is. */
export async function selectInquiryToNotify(db: Database | Transaction, inquiryId: string) {
  const [row] = await db
    .select({
      reference: inquiries.reference,
      visitorName: inquiries.name,
      assigneeId: inquiries.assigneeId,
      teamId: inquiries.teamId,
    })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return row;
}

/**
 * Whether a "visitor answered" e-mail for this inquiry was queued in the last `minutes`: one notice per
 * burst of answers (decision 160). Uses the outbox's index on the inquiry.
 */
export async function hasRecentReplyNotice(
  tx: Transaction,
  inquiryId: string,
  minutes: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.inquiryId, inquiryId),
        eq(mailOutbox.template, 'visitor-replied'),
        gt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
