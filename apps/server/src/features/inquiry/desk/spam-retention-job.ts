import type { Logger } from 'pino';
import type { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import type { InquiryEraser } from './erase-inquiries';

export type SpamRetentionJobDependencies = {
  eraser: InquiryEraser;
  /** SPAM_RETENTION_DAYS: how long an inquiry held as spam is kept for a second look. */
  retentionDays: number;
  logger: Logger;
  everySeconds: number;
};

export const spamRetentionJobName = 'spam-retention';

const dayMs = 86_400_000;

/**
 * Erases inquiries held as spam once they are older than SPAM_RETENTION_DAYS, with their files and
 * e-mails, whatever the desk's own retention period: nobody answers spam, so nothing needs it longer.
 */
export function createSpamRetentionJob(deps: SpamRetentionJobDependencies): ScheduledJob {
  return {
    name: spamRetentionJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const cutoff = new Date(now.getTime() - deps.retentionDays * dayMs);
      const erased = await deps.eraser.eraseSpamCreatedBefore(cutoff);
      // A count and the period, nothing about the inquiries themselves; a round with nothing to do is quiet.
      deps.logger[erased > 0 ? 'info' : 'debug'](
        { job: spamRetentionJobName, erased, retentionDays: deps.retentionDays },
        'spam past its retention period erased',
      );
    },
  };
}
