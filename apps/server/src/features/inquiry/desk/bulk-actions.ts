import { randomUUID } from 'node:crypto';
import { inquiries } from '@sitedesk/db/schema';
import { deskBulkChanges, deskTags } from '@sitedesk/db/tags-schema';
import {
  type BulkActionRequest,
  type BulkActionResult,
  type BulkUndoResult,
  bulkUndoMinutes,
} from '@sitedesk/shared/tags-api';
import { and, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Staff } from '../../../platform/auth/staff';
import { applyInquiryChange, requireAssignable } from './apply-change';
import { addTag, removeTag } from './inquiry-tags';
import { publishInquiriesUpdated } from './publish-updated';
import { insertActivity, type Transaction } from './repository';
import type { DeskServiceDependencies } from './service';

type Change = (typeof deskBulkChanges.$inferSelect)['changes'][number];
type Touched = { id: string; cursor: number };

/**
 * Bulk actions and their undo (decision 177). An action runs over its inquiries in one transaction, each
 * through the same path as a single change (activity rows, spam lessons, notices, realtime events);
 * inquiries it does not apply to are skipped, not refused. What it changed is kept under a fresh token:
 * the undo puts back each value that is still the one the action set, and leaves those someone changed
 * since.
 */
export function createBulkActions(deps: DeskServiceDependencies) {
  const { db } = deps;

  async function after(touched: Touched[], queuedMails: number): Promise<void> {
    if (touched.length > 0) deps.webhookEvents?.wake();
    await publishInquiriesUpdated(db, deps.events, touched);
    if (queuedMails > 0) deps.onMailQueued?.();
  }

  return {
    async apply(staff: Staff, request: BulkActionRequest): Promise<BulkActionResult> {
      const { action } = request;
      // In one order, so two bulk actions over overlapping rows take their locks alike and never deadlock.
      const ids = [...request.ids].sort();
      const touched: Touched[] = [];
      let queuedMails = 0;
      const result = await db.transaction(async (tx) => {
        if (action.type === 'assign' && action.assigneeId !== null)
          await requireAssignable(tx, action.assigneeId);
        let tagName: string | undefined;
        if (action.type === 'tag') {
          const [tag] = await tx
            .select({ name: deskTags.name })
            .from(deskTags)
            .where(eq(deskTags.id, action.tagId));
          if (!tag) throw new AppError('not_found');
          tagName = tag.name;
        }
        const changes: Change[] = [];
        for (const id of ids) {
          if (action.type === 'tag') {
            const exists = await tx
              .select({ id: inquiries.id })
              .from(inquiries)
              .where(eq(inquiries.id, id))
              .for('update');
            if (exists.length === 0 || !(await addTag(tx, id, action.tagId, staff.userId))) continue;
            const cursor = await insertActivity(tx, {
              id: randomUUID(),
              inquiryId: id,
              actorId: staff.userId,
              action: 'tag_added',
              details: { tagId: action.tagId, name: tagName },
            });
            await deps.webhookEvents?.inquiryUpdated(tx, id, ['tags']);
            touched.push({ id, cursor });
            changes.push({ inquiryId: id, field: 'tag', from: action.tagId, to: action.tagId });
            continue;
          }
          const change =
            action.type === 'assign' ? { assigneeId: action.assigneeId } : { status: action.status };
          const applied = await applyUnlessRefused(tx, staff, id, change);
          if (!applied || applied.cursor === undefined) continue;
          queuedMails += applied.queuedMails;
          touched.push({ id, cursor: applied.cursor });
          if (applied.changed.status !== undefined) {
            changes.push({
              inquiryId: id,
              field: 'status',
              from: applied.before.status,
              to: applied.changed.status,
            });
          }
          if (applied.changed.assigneeId !== undefined) {
            changes.push({
              inquiryId: id,
              field: 'assigneeId',
              from: applied.before.assigneeId,
              to: applied.changed.assigneeId,
            });
          }
        }
        if (changes.length === 0) return { changed: 0, skipped: ids.length, undoToken: null };
        // Undo records past their window are of no use to anyone.
        await tx.delete(deskBulkChanges).where(lt(deskBulkChanges.createdAt, windowStart()));
        const undoToken = randomUUID();
        await tx.insert(deskBulkChanges).values({ id: undoToken, actorId: staff.userId, changes });
        return { changed: touched.length, skipped: ids.length - touched.length, undoToken };
      });
      await after(touched, queuedMails);
      return result;
    },

    async undo(staff: Staff, token: string): Promise<BulkUndoResult> {
      const touched: Touched[] = [];
      let queuedMails = 0;
      const result = await db.transaction(async (tx) => {
        // Taken by deleting it: a second undo (another tab, a double press) finds nothing.
        const [record] = await tx
          .delete(deskBulkChanges)
          .where(and(eq(deskBulkChanges.id, token), gt(deskBulkChanges.createdAt, windowStart())))
          .returning();
        if (!record) throw new AppError('not_found');
        let restored = 0;
        let keptLaterChanges = 0;
        const byInquiry = [...record.changes].sort((a, b) => a.inquiryId.localeCompare(b.inquiryId));
        for (const change of byInquiry) {
          const restoredOne = await restore(tx, staff, change);
          if (!restoredOne) {
            keptLaterChanges += 1;
            continue;
          }
          queuedMails += restoredOne.queuedMails;
          restored += 1;
          touched.push({ id: change.inquiryId, cursor: restoredOne.cursor });
        }
        return { restored, keptLaterChanges };
      });
      await after(touched, queuedMails);
      return result;
    },
  };

  async function applyUnlessRefused(
    tx: Transaction,
    staff: Staff,
    id: string,
    change: Parameters<typeof applyInquiryChange>[4],
  ) {
    try {
      return await applyInquiryChange(tx, deps, staff, id, change);
    } catch (error) {
      // Thrown before anything was written for this inquiry: it is skipped, the others go on.
      if (error instanceof AppError && (error.code === 'not_found' || error.code === 'invalid_transition')) {
        return undefined;
      }
      throw error;
    }
  }

  /**
   * Puts one value back if it is still the one the bulk action set; resolves to the new activity's cursor,
   * or `undefined` when someone changed it since (or the inquiry is gone) and it is left as they made it.
   */
  async function restore(
    tx: Transaction,
    staff: Staff,
    change: Change,
  ): Promise<{ cursor: number; queuedMails: number } | undefined> {
    const [current] = await tx
      .select({
        status: inquiries.status,
        assigneeId: inquiries.assigneeId,
        mergedIntoId: inquiries.mergedIntoId,
      })
      .from(inquiries)
      .where(eq(inquiries.id, change.inquiryId))
      .for('update');
    // Merged away since (decision 179): the stub stays as the merge left it, and the rest of the undo goes on.
    if (!current || current.mergedIntoId) return undefined;
    if (change.field === 'tag') {
      const tagId = String(change.to);
      if (!(await removeTag(tx, change.inquiryId, tagId))) return undefined;
      const [tag] = await tx.select({ name: deskTags.name }).from(deskTags).where(eq(deskTags.id, tagId));
      const cursor = await insertActivity(tx, {
        id: randomUUID(),
        inquiryId: change.inquiryId,
        actorId: staff.userId,
        action: 'tag_removed',
        details: { tagId, name: tag?.name ?? '' },
      });
      await deps.webhookEvents?.inquiryUpdated(tx, change.inquiryId, ['tags']);
      return { cursor, queuedMails: 0 };
    }
    if (current[change.field] !== change.to) return undefined;
    const back =
      change.field === 'status'
        ? { status: change.from as typeof current.status }
        : { assigneeId: change.from as string | null };
    // The earlier assignee may have left the desk since: then the inquiry stays with whom it has.
    if (back.assigneeId && !(await isAssignable(tx, back.assigneeId))) return undefined;
    const applied = await applyInquiryChange(tx, deps, staff, change.inquiryId, back, { isRestore: true });
    return applied.cursor === undefined
      ? undefined
      : { cursor: applied.cursor, queuedMails: applied.queuedMails };
  }
}

async function isAssignable(tx: Transaction, assigneeId: string): Promise<boolean> {
  try {
    await requireAssignable(tx, assigneeId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

function windowStart(): Date {
  return new Date(Date.now() - bulkUndoMinutes * 60_000);
}

export type BulkActions = ReturnType<typeof createBulkActions>;
