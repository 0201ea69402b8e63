import type { Database } from '@sitedesk/db/client';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import type { UploadStaging } from '../../../platform/uploads/upload-staging';
import { deleteStagedUploadRow, findSweepableUploads } from './staged-uploads';

export const stagedUploadSweepJobName = 'staged-upload-sweep';

/** Uploads removed per round: a round stays short; the next takes the rest. */
const batchSize = 200;

/**
 * Staged bytes go once a request claimed them (copied into its inquiry) or when nobody sent them within a
 * day (a buyer who closed the tab, a bot that filled the staging area): bytes first, row second, so a crash
 * between the two leaves a row that the next round finishes.
 */
export function createStagedUploadSweepJob(deps: {
  db: Database;
  staging: () => Promise<UploadStaging>;
  logger: Pick<Logger, 'debug' | 'warn'>;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: stagedUploadSweepJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const failed: string[] = [];
      let removed = 0;
      // Batch after batch until none is left; one that cannot be removed (a store refusing) is logged and
      // passed over, so it does not hold back the rest, and tried again next round.
      for (;;) {
        const ids = await findSweepableUploads(deps.db, now, batchSize, failed);
        if (ids.length === 0) break;
        const staging = await deps.staging();
        for (const id of ids) {
          try {
            await staging.remove(id);
            await deleteStagedUploadRow(deps.db, id);
            removed += 1;
          } catch (error) {
            failed.push(id);
            // The id is the upload's key (decision 215): the log names the failure, not the upload.
            const name = error instanceof Error ? error.name : 'unknown';
            deps.logger.warn(
              { job: stagedUploadSweepJobName, err: { name } },
              'a staged upload could not be removed',
            );
          }
        }
        if (ids.length < batchSize) break;
      }
      deps.logger.debug(
        { job: stagedUploadSweepJobName, removed, failed: failed.length },
        'staged uploads removed',
      );
    },
  };
}
