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
  return erasureJob({
    name: retentionJobName,
    everySeconds: deps.everySeconds,
    logger: deps.logger,
    retentionDays: deps.retentionDays,
    erase: (cutoff) => deps.eraser.eraseCreatedBefore(cutoff),
    erasedMessage: 'inquiries past their retention period erased',
  });
}

/**
 * A job that erases, every round, what is older than `retentionDays` (`null`: keeps everything) and logs
 * how much it erased.
 */
export function erasureJob(options: {
  name: string;
  everySeconds: number;
  logger: Logger;
  retentionDays: () => Promise<number | null>;
  erase: (cutoff: Date) => Promise<number>;
  erasedMessage: string;
}): ScheduledJob {
  const { name, logger } = options;
  return {
    name,
    everySeconds: options.everySeconds,
    async run(now) {
      const retentionDays = await options.retentionDays();
      if (retentionDays === null) return;
      const erased = await options.erase(new Date(now.getTime() - retentionDays * dayMs));
      // A count and the period, nothing about the inquiries themselves; a round with nothing to do is quiet.
      logger[erased > 0 ? 'info' : 'debug']({ job: name, erased, retentionDays }, options.erasedMessage);
    },
  };
}
