import type { Logger } from 'pino';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import type { CollectionsService } from './service';

export const scheduledPublishJobName = 'scheduled-entry-publish';

/**
 * Publishes the entries scheduled for now or earlier. Runs once per round across instances (the job
 * scheduler's claim); a round interrupted half-way leaves the rest due for the next one.
 */
export function createScheduledPublishJob(deps: {
  service: Pick<CollectionsService, 'publishDue'>;
  logger: Logger;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: scheduledPublishJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const { published, cancelled } = await deps.service.publishDue(now);
      if (published > 0)
        deps.logger.info({ job: scheduledPublishJobName, published }, 'scheduled entries published');
      if (cancelled.length > 0) {
        // Ids only: the editor finds the entry back as a draft and sees what to fix when publishing it.
        deps.logger.warn(
          { job: scheduledPublishJobName, cancelled },
          'scheduled entries no longer pass the publish checks; their schedule was cancelled',
        );
      }
    },
  };
}
