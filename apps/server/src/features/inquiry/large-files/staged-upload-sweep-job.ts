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
  logger: Pick<Logger, 'debug'>;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: stagedUploadSweepJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const ids = await findSweepableUploads(deps.db, now, batchSize);
      if (ids.length === 0) return;
      const staging = await deps.staging();
      for (const id of ids) {
        await staging.remove(id);
        await deleteStagedUploadRow(deps.db, id);
      }
      deps.logger.debug({ job: stagedUploadSweepJobName, removed: ids.length }, 'staged uploads removed');
    },
  };
}
