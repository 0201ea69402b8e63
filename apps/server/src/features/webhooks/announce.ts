import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryNotes } from '@sitedesk/db/desk-schema';
import { inquiries, inquiryAttachments } from '@sitedesk/db/schema';
import { deskTags, inquiryTags } from '@sitedesk/db/tags-schema';
import { webhookDeliveries } from '@sitedesk/db/webhooks-schema';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock/clock';
import { enqueueWebhookEvent } from './enqueue';
import {
  type InquiryChangedField,
  inquiryCreatedEvent,
  inquiryUpdatedEvent,
  messageEvent,
  noteAddedEvent,
  personErasedEvent,
} from './events';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The events of the desk's everyday changes (decision 226), each called inside the transaction of the
 * change it announces. The features that change things take these as plain functions from the composition
 * root and never import this feature; each reads what it announces from the rows as the transaction sees
 * them, so the caller passes ids only. Each resolves how many deliveries it queued: the caller wakes the
 * worker after the commit when any were.
 */
export function createWebhookAnnouncer(deps: { now: Clock }) {
  return {
    /**
     * `inquiry.updated`: its status, assignee or tags changed. `wasSpam`: the change took it out of spam,
     * so no receiver has heard of it yet (spam is never announced as created): it is announced as
     * `inquiry.created` now, late, as its arrival mails are sent late. Moving into spam is announced (a
     * receiver may hold the inquiry); anything else on a spam inquiry is not.
     */
    async inquiryUpdated(
      tx: Transaction,
      inquiryId: string,
      changed: readonly InquiryChangedField[],
      options: { wasSpam?: boolean } = {},
    ): Promise<number> {
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId));
      if (!row || (row.status === 'spam' && !changed.includes('status'))) return 0;
      if (options.wasSpam && row.status !== 'spam') {
        return enqueueWebhookEvent(tx, inquiryCreatedEvent(row), deps.now());
      }
      const tags = await tx
        .select({ name: deskTags.name })
        .from(inquiryTags)
        .innerJoin(deskTags, eq(deskTags.id, inquiryTags.tagId))
        .where(eq(inquiryTags.inquiryId, inquiryId))
        .orderBy(asc(deskTags.name));
      const at = deps.now();
      return enqueueWebhookEvent(
        tx,
        inquiryUpdatedEvent(
          {
            id: row.id,
            reference: row.reference,
            status: row.status,
            assigneeId: row.assigneeId,
            tags: tags.map((tag) => tag.name),
            mergedIntoId: row.mergedIntoId,
          },
          changed,
          at,
        ),
        at,
      );
    },

    /**
     * `inquiry.overdue` (decision 230): a first or next answer's deadline passed without that answer.
     * Facts only: a receiver that wants more reads the inquiry.
     */
    async inquiryOverdue(tx: Transaction, inquiryId: string): Promise<number> {
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId));
      if (!row || row.status === 'spam') return 0;
      const at = deps.now();
      return enqueueWebhookEvent(
        tx,
        {
          type: 'inquiry.overdue',
          inquiryId: row.id,
          facts: {
            id: row.id,
            reference: row.reference,
            status: row.status,
            assigneeId: row.assigneeId,
            teamId: row.teamId,
            firstAnswerDueAt: row.firstAnswerDueAt?.toISOString() ?? null,
            nextAnswerDueAt: row.nextAnswerDueAt?.toISOString() ?? null,
            overdueAt: at.toISOString(),
          },
        },
        at,
      );
    },

    /** `message.received` or `message.sent`, by the message's direction. */
    async messageAdded(tx: Transaction, messageRowId: string): Promise<number> {
      const [row] = await tx
        .select({
          id: inquiryMessages.id,
          inquiryId: inquiryMessages.inquiryId,
          reference: inquiries.reference,
          status: inquiries.status,
          direction: inquiryMessages.direction,
          authorId: inquiryMessages.authorId,
          isAutomatic: inquiryMessages.isAutomatic,
          createdAt: inquiryMessages.createdAt,
          fromAddress: inquiryMessages.fromAddress,
          to: inquiryMessages.to,
          cc: inquiryMessages.cc,
          subject: inquiryMessages.subject,
          text: inquiryMessages.text,
        })
        .from(inquiryMessages)
        .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
        .where(eq(inquiryMessages.id, messageRowId));
      if (!row || row.status === 'spam') return 0;
      const [files] = await tx
        .select({ count: count() })
        .from(inquiryAttachments)
        .where(eq(inquiryAttachments.messageId, messageRowId));
      return enqueueWebhookEvent(
        tx,
        messageEvent({ ...row, attachmentCount: files?.count ?? 0 }),
        deps.now(),
      );
    },

    /** `note.added`: a staff member's internal note, from the desk or by API key; none on spam. */
    async noteAdded(tx: Transaction, noteId: string): Promise<number> {
      const [row] = await tx
        .select({
          id: inquiryNotes.id,
          inquiryId: inquiryNotes.inquiryId,
          reference: inquiries.reference,
          status: inquiries.status,
          authorId: inquiryNotes.authorId,
          createdAt: inquiryNotes.createdAt,
          body: inquiryNotes.body,
        })
        .from(inquiryNotes)
        .innerJoin(inquiries, eq(inquiries.id, inquiryNotes.inquiryId))
        .where(eq(inquiryNotes.id, noteId));
      if (!row || row.status === 'spam') return 0;
      return enqueueWebhookEvent(tx, noteAddedEvent(row), deps.now());
    },

    /**
     * A person was erased: the deliveries that hold their address go, whatever their state (their
     * inquiries' deliveries went with the inquiries; these are their answers and copies in other threads),
     * then `person.erased` is queued, with ids only (see `personErasedEvent`).
     */
    async personErased(
      tx: Transaction,
      erased: { erasureId: string; address: string; inquiryIds: string[]; erasedAt: Date },
    ): Promise<number> {
      await deleteDeliveriesHolding(tx, erased.address);
      return enqueueWebhookEvent(tx, personErasedEvent(erased), deps.now());
    },
  };
}

export type WebhookAnnouncer = ReturnType<typeof createWebhookAnnouncer>;

/**
 * Deletes every delivery whose payload names `address` (lower case) as a whole address: a payload holds one
 * only where its endpoint takes personal data. Not a prefix or suffix of a longer one (`ann@x.example` in
 * `joann@x.example`), so another person's deliveries stay. A scan of the table, as erasures are rare.
 */
async function deleteDeliveriesHolding(tx: Transaction, address: string): Promise<void> {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-])`;
  await tx.delete(webhookDeliveries).where(sql`lower(${webhookDeliveries.payload}::text) ~ ${pattern}`);
}
