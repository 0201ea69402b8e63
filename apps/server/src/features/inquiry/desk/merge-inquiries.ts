import { randomUUID } from 'node:crypto';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryActivity, inquiryNotes } from '@sitedesk/db/desk-schema';
import { quotes } from '@sitedesk/db/quotes-schema';
import { devMailbox, inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { inquiryTags } from '@sitedesk/db/tags-schema';
import { visitorPageTokens } from '@sitedesk/db/visitor-page-schema';
import type { MergeRefusal } from '@sitedesk/shared/person-inquiries-api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { insertActivity, type Transaction } from './repository';

/** The tables whose rows name their inquiry and move with a merge (decision 179). */
const movedTables = [
  inquiryNotes,
  inquiryActivity,
  mailOutbox,
  devMailbox,
  visitorPageTokens,
  quotes,
] as const;

export type MergedInquiries = {
  targetCursor: number;
  sourceCursor: number;
  sourceReference: string;
  /** What of the source a receiver of `inquiry.updated` hears changed: it is closed, untagged, merged. */
  sourceChanged: ('status' | 'tags' | 'mergedIntoId')[];
  /** The source brought the target tags it did not carry. */
  targetTagsChanged: boolean;
};

/**
 * Merges `sourceId` into `targetId` inside the caller's transaction: the source's own message becomes a
 * message of the target's thread at the time it arrived (with the files it came with), its e-mails, notes,
 * files, activity, outbox and dev-mailbox copies, visitor-page links and quotations move to the target, and the source
 * is left a closed stub pointing there (its reply address resolves there too, see inbound/repository.ts).
 * Both rows are locked in id order, so two merges of the same pair in opposite directions cannot deadlock;
 * one of them waits and then finds a stub. Resolves to the cursors of both activity entries.
 */
export async function mergeInquiryInto(
  tx: Transaction,
  options: { targetId: string; sourceId: string; actorId: string },
): Promise<MergedInquiries> {
  const { targetId, sourceId, actorId } = options;
  if (targetId === sourceId) refuse('same_inquiry');
  const rows = await tx
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      email: inquiries.email,
      status: inquiries.status,
      message: inquiries.message,
      createdAt: inquiries.createdAt,
      mergedIntoId: inquiries.mergedIntoId,
      topic: inquiries.topic,
    })
    .from(inquiries)
    .where(inArray(inquiries.id, [targetId, sourceId]))
    .orderBy(asc(inquiries.id))
    .for('update');
  const target = rows.find((row) => row.id === targetId);
  const source = rows.find((row) => row.id === sourceId);
  // Erased (or never there): as for any other call on a missing inquiry.
  if (!target || !source) throw new AppError('not_found');
  if (target.email.toLowerCase() !== source.email.toLowerCase()) refuse('different_person');
  if (target.status === 'spam' || source.status === 'spam') refuse('spam');
  if (target.mergedIntoId || source.mergedIntoId) refuse('already_merged');

  // The source's own message, as the visitor sent it, joins the thread where it belongs in time.
  const originalId = randomUUID();
  await tx.insert(inquiryMessages).values({
    id: originalId,
    inquiryId: targetId,
    direction: 'inbound',
    fromAddress: source.email,
    to: [],
    subject: source.reference,
    text: source.message,
    messageId: `<merged-${sourceId}@sitedesk.invalid>`,
    createdAt: source.createdAt,
  });
  await tx
    .update(inquiryAttachments)
    .set({ inquiryId: targetId, messageId: originalId })
    .where(and(eq(inquiryAttachments.inquiryId, sourceId), isNull(inquiryAttachments.messageId)));
  await tx
    .update(inquiryAttachments)
    .set({ inquiryId: targetId })
    .where(eq(inquiryAttachments.inquiryId, sourceId));
  // Moving the messages re-runs the search triggers for both inquiries (migration 0021).
  await tx
    .update(inquiryMessages)
    .set({ inquiryId: targetId })
    .where(eq(inquiryMessages.inquiryId, sourceId));
  for (const table of movedTables) {
    await tx.update(table).set({ inquiryId: targetId }).where(eq(table.inquiryId, sourceId));
  }
  // Tags join the target's (one row per tag: the target may carry the same one already, decision 177).
  const sourceTags = await tx.$count(inquiryTags, eq(inquiryTags.inquiryId, sourceId));
  const joinedTags = await tx
    .insert(inquiryTags)
    .select(
      tx
        .select({
          inquiryId: sql<string>`${targetId}::uuid`.as('inquiry_id'),
          tagId: inquiryTags.tagId,
          addedBy: inquiryTags.addedBy,
          addedAt: inquiryTags.addedAt,
        })
        .from(inquiryTags)
        .where(eq(inquiryTags.inquiryId, sourceId)),
    )
    .onConflictDoNothing()
    .returning({ tagId: inquiryTags.tagId });
  await tx.delete(inquiryTags).where(eq(inquiryTags.inquiryId, sourceId));
  await tx
    .update(inquiries)
    .set({
      status: 'closed',
      mergedIntoId: targetId,
      // Its text now lives in the target's thread; the stub keeps no second copy.
      message: '',
      firstAnswerDueAt: null,
      firstAnswerRemindAt: null,
      nextAnswerDueAt: null,
      updatedAt: new Date(),
    })
    .where(eq(inquiries.id, sourceId));
  await tx.update(inquiries).set({ updatedAt: new Date() }).where(eq(inquiries.id, targetId));

  const targetCursor = await insertActivity(tx, {
    id: randomUUID(),
    inquiryId: targetId,
    actorId,
    action: 'merged',
    details: { sourceId, sourceReference: source.reference },
  });
  const sourceCursor = await insertActivity(tx, {
    id: randomUUID(),
    inquiryId: sourceId,
    actorId,
    action: 'merged_into',
    details: { targetId, targetReference: target.reference, from: source.status },
  });
  return {
    targetCursor,
    sourceCursor,
    sourceReference: source.reference,
    sourceChanged: [
      ...(source.status === 'closed' ? [] : ['status' as const]),
      ...(sourceTags > 0 ? ['tags' as const] : []),
      'mergedIntoId',
    ],
    targetTagsChanged: joinedTags.length > 0,
  };
}

function refuse(reason: MergeRefusal): never {
  throw new AppError('merge_refused', { specifics: { reason } });
}
