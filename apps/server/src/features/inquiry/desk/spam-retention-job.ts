import type { Logger } from 'pino';
import type { ScheduledJob } from '../../../platform/jobs/scheduled-job';
import type { InquiryEraser } from './erase-inquiries';
import { erasureJob } from './retention-job';

export type SpamRetentionJobDependencies = {
  eraser: InquiryEraser;
  /** SPAM_RETENTION_DAYS: how long an inquiry held as spam is kept for a second look. */
  retentionDays: number;
  logger: Logger;
  everySeconds: number;
};

export const spamRetentionJobName = 'spam-retention';

/**
 * Erases inquiries held as spam once they are older than SPAM_RETENTION_DAYS, with their files and
 * e-mails, whatever the desk's own retention period: nobody answers spam, so nothing needs it longer.
 */
export function createSpamRetentionJob(deps: SpamRetentionJobDependencies): ScheduledJob {
  return erasureJob({
    name: spamRetentionJobName,
    everySeconds: deps.everySeconds,
    logger: deps.logger,
    retentionDays: async () => deps.retentionDays,
    erase: (cutoff) => deps.eraser.eraseSpamCreatedBefore(cutoff),
    erasedMessage: 'spam past its retention period erased',
  });
}
