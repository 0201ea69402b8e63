import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { deskTags, inquiryTags } from '@sitedesk/db/tags-schema';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import type { Staff } from '../../../platform/auth/staff';
import type { EventBus } from '../../../platform/events/event-bus';
import type { InquiryWebhookEvents } from './apply-change';
import { publishInquiriesUpdated } from './publish-updated';
import { insertActivity, selectInquiryForUpdate, type Transaction } from './repository';

/**
 * Puts a tag on an inquiry or takes it off, with an activity row (`tag_added` / `tag_removed`, naming the
 * tag as it was called then) and the same realtime notice as any other change. Doing what is already done
 * changes nothing and tells nobody; an unknown inquiry or tag is 404.
 */
export async function setInquiryTag(
  deps: { db: Database; events: EventBus; webhookEvents?: InquiryWebhookEvents | undefined },
  staff: Staff,
  change: { inquiryId: string; tagId: string; isOn: boolean },
): Promise<void> {
  const { inquiryId, tagId, isOn } = change;
  if (!isUuid(inquiryId) || !isUuid(tagId)) throw new AppError('not_found');
  const cursor = await deps.db.transaction(async (tx) => {
    // The inquiry's row lock orders this after a concurrent status change or erasure of the same inquiry.
    if (!(await selectInquiryForUpdate(tx, inquiryId))) throw new AppError('not_found');
    const [tag] = await tx.select({ name: deskTags.name }).from(deskTags).where(eq(deskTags.id, tagId));
    if (!tag) throw new AppError('not_found');
    const isChanged = isOn
      ? await addTag(tx, inquiryId, tagId, staff.userId)
      : await removeTag(tx, inquiryId, tagId);
    if (!isChanged) return undefined;
    await deps.webhookEvents?.inquiryUpdated(tx, inquiryId, ['tags']);
    return insertActivity(tx, {
      id: randomUUID(),
      inquiryId,
      actorId: staff.userId,
      action: isOn ? 'tag_added' : 'tag_removed',
      details: { tagId, name: tag.name },
    });
  });
  if (cursor !== undefined) deps.webhookEvents?.wake();
  if (cursor !== undefined) await publishInquiriesUpdated(deps.db, deps.events, [{ id: inquiryId, cursor }]);
}

export async function addTag(
  tx: Transaction,
  inquiryId: string,
  tagId: string,
  by: string,
): Promise<boolean> {
  const added = await tx
    .insert(inquiryTags)
    .values({ inquiryId, tagId, addedBy: by })
    .onConflictDoNothing()
    .returning({ tagId: inquiryTags.tagId });
  if (added.length > 0) await touchInquiry(tx, inquiryId);
  return added.length > 0;
}

export async function removeTag(tx: Transaction, inquiryId: string, tagId: string): Promise<boolean> {
  const removed = await tx
    .delete(inquiryTags)
    .where(and(eq(inquiryTags.inquiryId, inquiryId), eq(inquiryTags.tagId, tagId)))
    .returning({ tagId: inquiryTags.tagId });
  if (removed.length > 0) await touchInquiry(tx, inquiryId);
  return removed.length > 0;
}

/** A tag is part of the inquiry: `/api/v1`'s `updatedSince` and cursor must see its change (decision 231). */
async function touchInquiry(tx: Transaction, inquiryId: string): Promise<void> {
  await tx.update(inquiries).set({ updatedAt: new Date() }).where(eq(inquiries.id, inquiryId));
}
