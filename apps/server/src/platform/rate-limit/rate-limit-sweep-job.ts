import type { Database } from '@sitedesk/db/client';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { deleteExpiredRateLimitCounters } from './rate-limit';

export const rateLimitSweepJobName = 'rate-limit-sweep';

/**
 * Every counted request upserts a row per client and window; without this round the table grew by one row
 * per visitor and window for ever. A window that has ended counts nothing any more, so its row goes.
 */
export function createRateLimitSweepJob(deps: {
  db: Database;
  logger: Logger;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: rateLimitSweepJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const removed = await deleteExpiredRateLimitCounters(deps.db, now);
      deps.logger.debug({ job: rateLimitSweepJobName, removed }, 'ended rate-limit windows removed');
    },
  };
}
