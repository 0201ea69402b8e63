import type { Logger } from 'pino';
import type { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import type { InquiryEraser } from './erase-inquiries';

export type RetentionJobDependencies = {
  eraser: InquiryEraser;
  /** The desk's retention period in days (desk settings); `null` keeps inquiries for ever. */
  retentionDays: () => Promise<number | null>;
  logger: Logger;
  everySeconds: number;
};

export const retentionJobName = 'inquiry-retention';

const dayMs = 86_400_000;

/**
 * Erases inquiries older than the retention period set in the desk, with their files, notes, activity and
 * e-mails. Read on every round, so a change in the desk applies from the next round on.
 */
export function createRetentionJob(deps: RetentionJobDependencies): ScheduledJob {
  return {
    name: retentionJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const retentionDays = await deps.retentionDays();
      if (retentionDays === null) return;
      const erased = await deps.eraser.eraseCreatedBefore(new Date(now.getTime() - retentionDays * dayMs));
      // A count and the period, nothing about the inquiries themselves; a round with nothing to do is quiet.
      deps.logger[erased > 0 ? 'info' : 'debug'](
        { job: retentionJobName, erased, retentionDays },
        'inquiries past their retention period erased',
      );
    },
  };
}
