import type { Database } from '@sitedesk/db/client';
import { webhookDeliveries } from '@sitedesk/db/webhooks-schema';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';

export const webhookDeliverySweepJobName = 'webhook-delivery-sweep';

/** Rows per DELETE: each statement holds its locks briefly, so deliveries and the log go on meanwhile. */
const batchSize = 1000;
/** A round stops after this many batches; the next round goes on where it stopped. */
const maxBatchesPerRound = 100;

/**
 * Deletes finished deliveries (delivered or failed) whose last attempt, or creation when none was made, is
 * older than `retentionDays` at `now` (decision 226). A payload may hold personal data, so the log keeps it
 * no longer than it helps anyone; waiting and retrying deliveries are never touched. In batches, by id, so
 * a large backlog neither locks the table nor runs one endless statement. Resolves how many went.
 */
export async function sweepOldDeliveries(db: Database, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (let batch = 0; batch < maxBatchesPerRound; batch += 1) {
    const rows = await db
      .delete(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.id} IN (
          SELECT ${webhookDeliveries.id} FROM ${webhookDeliveries}
          WHERE ${webhookDeliveries.status} IN ('delivered', 'failed')
            AND coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt}) < ${before}
          LIMIT ${batchSize}
        )`,
      )
      .returning({ id: webhookDeliveries.id });
    deleted += rows.length;
    if (rows.length < batchSize) break;
  }
  return deleted;
}

export function createWebhookDeliverySweepJob(deps: {
  db: Database;
  retentionDays: number;
  logger: Logger;
  everySeconds: number;
}): ScheduledJob {
  return {
    name: webhookDeliverySweepJobName,
    everySeconds: deps.everySeconds,
    async run(now) {
      const deleted = await sweepOldDeliveries(deps.db, now, deps.retentionDays);
      deps.logger[deleted > 0 ? 'info' : 'debug'](
        { job: webhookDeliverySweepJobName, deleted, retentionDays: deps.retentionDays },
        'old webhook deliveries deleted',
      );
    },
  };
}
