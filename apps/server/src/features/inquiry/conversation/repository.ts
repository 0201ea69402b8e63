import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { inquiryMessages, replyDrafts, staffPreferences } from '@sitedesk/db/conversation-schema';
import { quotes } from '@sitedesk/db/quotes-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isHeaderSafeMessageId } from '../../../platform/outbox/mail-payload';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type NewMessage = typeof inquiryMessages.$inferInsert;
export type NewAttachment = typeof inquiryAttachments.$inferInsert;

/** What answering needs to know about the inquiry, locked so two answers apply one after the other. */
export async function selectInquiryForReply(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: inquiries.id,
      status: inquiries.status,
      email: inquiries.email,
      name: inquiries.name,
      locale: inquiries.locale,
      reference: inquiries.reference,
      replyToken: inquiries.replyToken,
      firstAnsweredAt: inquiries.firstAnsweredAt,
      nextAnswerDueAt: inquiries.nextAnswerDueAt,
      assigneeId: inquiries.assigneeId,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update');
  return row;
}

export async function selectInquiryStatus(db: Database, id: string) {
  const [row] = await db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
  return row;
}

/** The Message-ID the confirmation was (or will be) sent with: stored in its payload since issue 12. */
export async function selectConfirmation(tx: Transaction, inquiryId: string) {
  const [row] = await tx
    .select({ idempotencyKey: mailOutbox.idempotencyKey, data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'inquiry-confirmation')));
  return row;
}

/** Every Message-ID of the thread so far, oldest first. */
export async function selectThreadMessageIds(tx: Transaction, inquiryId: string): Promise<string[]> {
  const rows = await tx
    .select({ messageId: inquiryMessages.messageId })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  // Rows received before ids were checked on arrival may hold one our headers refuse.
  return rows.map((row) => row.messageId).filter(isHeaderSafeMessageId);
}

export async function selectAttachmentsById(db: Database, inquiryId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: inquiryAttachments.id,
      storageKey: inquiryAttachments.storageKey,
      fileName: inquiryAttachments.fileName,
      contentType: inquiryAttachments.contentType,
      sizeBytes: inquiryAttachments.sizeBytes,
      sha256: inquiryAttachments.sha256,
    })
    .from(inquiryAttachments)
    .where(and(eq(inquiryAttachments.inquiryId, inquiryId), inArray(inquiryAttachments.id, ids)));
}

/**
 * Whether any of these files is a quotation's PDF as sent (decision 220): it prints a link to the buyer's
 * own page, so it must not go to anyone on CC.
 */
export async function includesSentQuotation(db: Database, storageKeys: string[]): Promise<boolean> {
  if (storageKeys.length === 0) return false;
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(inquiryAttachments, eq(inquiryAttachments.messageId, quotes.sentMessageId))
    .where(inArray(inquiryAttachments.storageKey, storageKeys))
    .limit(1);
  return row !== undefined;
}

export async function selectSignature(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ signature: staffPreferences.signature })
    .from(staffPreferences)
    .where(eq(staffPreferences.userId, userId));
  return row?.signature ?? '';
}

/** What a staff answer changes of its inquiry; `nextAnswerDueAt: null` stops the next-answer clock. */
export type AnswerChange = {
  status?: 'answered';
  firstAnsweredAt?: Date;
  assigneeId?: string;
  nextAnswerDueAt?: null;
};

export async function markAnswered(tx: Transaction, id: string, change: AnswerChange): Promise<void> {
  await tx
    .update(inquiries)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(inquiries.id, id));
}

export async function deleteDraft(tx: Transaction | Database, inquiryId: string, userId: string) {
  await tx
    .delete(replyDrafts)
    .where(and(eq(replyDrafts.inquiryId, inquiryId), eq(replyDrafts.userId, userId)));
}

/** The thread's e-mails with their authors and delivery state, oldest first. */
export async function selectThread(db: Database, inquiryId: string) {
  return db
    .select({
      message: inquiryMessages,
      authorName: user.name,
      outbox: {
        id: mailOutbox.id,
        template: mailOutbox.template,
        data: mailOutbox.data,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      },
    })
    .from(inquiryMessages)
    .leftJoin(user, eq(user.id, inquiryMessages.authorId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, inquiryMessages.outboxId))
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
}

export async function selectMessageAttachments(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: inquiryAttachments.id,
      messageId: inquiryAttachments.messageId,
      storageKey: inquiryAttachments.storageKey,
      fileName: inquiryAttachments.fileName,
      contentType: inquiryAttachments.contentType,
      sizeBytes: inquiryAttachments.sizeBytes,
    })
    .from(inquiryAttachments)
    .where(inArray(inquiryAttachments.messageId, messageIds))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.id));
}

/**
 * Gives a failed outbound message a fresh delivery: due now, attempts from zero, a new retry window.
 * Only a `failed` row changes; returns whether one did.
 */
export async function resetFailedDelivery(db: Database, inquiryId: string, messageId: string) {
  const [message] = await db
    .select({ outboxId: inquiryMessages.outboxId, direction: inquiryMessages.direction })
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.id, messageId), eq(inquiryMessages.inquiryId, inquiryId)));
  if (!message) return 'not_found' as const;
  if (message.direction !== 'outbound' || !message.outboxId) return 'not_failed' as const;
  const updated = await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
    })
    .where(and(eq(mailOutbox.id, message.outboxId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return updated.length > 0 ? ('reset' as const) : ('not_failed' as const);
}
