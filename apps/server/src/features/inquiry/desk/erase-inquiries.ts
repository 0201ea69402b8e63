import type { Database } from '@sitedesk/db/client';
import type { InquiryStatus } from '@sitedesk/shared/desk-api';
import type { Logger } from 'pino';
import type { EventBus } from '../../../platform/events/event-bus';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { deleteInquiriesCreatedBefore, deleteInquiry } from './repository';

export type InquiryEraserDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  logger: Logger;
};

/**
 * Deletes the blobs of erased rows, after the commit: the rows no longer point at these files, so a file
 * that cannot be deleted now is an orphan that the orphaned-file sweep (a scheduled job, retried every
 * round) removes; the erasure itself stands. A person's erasure (features/people) deletes its files so too.
 */
export async function deleteErasedFiles(
  deps: Pick<InquiryEraserDependencies, 'storage' | 'logger'>,
  keys: string[],
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) deps.logger.warn({ failed }, 'erased inquiry files left for the orphaned-file sweep');
}

/** Inquiries erased per transaction by retention: short transactions, and progress kept if it stops. */
const retentionBatchSize = 100;

/**
 * Erasure, the one way an inquiry is removed, whether staff ask for it or retention does: the rows go in
 * one transaction (every copy of the visitor's data hangs off the inquiry by cascade), then the files,
 * then every open desk is told to drop it.
 */
export function createInquiryEraser(deps: InquiryEraserDependencies) {
  const deleteFiles = (keys: string[]) => deleteErasedFiles(deps, keys);

  function announce(ids: string[]): void {
    for (const inquiryId of ids) {
      deps.events.publish({ event: { type: 'inquiry.erased', inquiryId }, cursor: null });
    }
  }

  async function eraseInBatches(cutoff: Date, status?: InquiryStatus): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await deleteInquiriesCreatedBefore(deps.db, cutoff, retentionBatchSize, status);
      await deleteFiles(batch.storageKeys);
      announce(batch.ids);
      // `ids` also names the stubs merged into them (to tell the desks); `count` the inquiries due.
      total += batch.count;
      if (batch.count < retentionBatchSize) return total;
    }
  }

  return {
    /** `false` when there is no such inquiry. */
    async eraseInquiry(id: string): Promise<boolean> {
      const erased = await deleteInquiry(deps.db, id);
      if (!erased) return false;
      await deleteFiles(erased.storageKeys);
      // Open desks drop the stubs merged into it too (they went with it).
      announce([id, ...erased.mergedIds]);
      return true;
    },

    /** Erases every inquiry that arrived before `cutoff`, in batches; resolves to how many. */
    eraseCreatedBefore(cutoff: Date): Promise<number> {
      return eraseInBatches(cutoff);
    },

    /** Erases every inquiry held as spam that arrived before `cutoff`, in batches; resolves to how many. */
    eraseSpamCreatedBefore(cutoff: Date): Promise<number> {
      return eraseInBatches(cutoff, 'spam');
    },
  };
}

export type InquiryEraser = ReturnType<typeof createInquiryEraser>;
