import type { Database } from '@sitedesk/db/client';
import { scheduledJobs } from '@sitedesk/db/jobs-schema';
import { and, eq, lte } from 'drizzle-orm';

/**
 * Claims this period's round of a job for the calling instance: `true` means run it now. The row is
 * locked `FOR UPDATE SKIP LOCKED` and moved to the next period in one short transaction, so of several
 * instances (sharing one PostgreSQL) exactly one wins each period; the others see it locked or not due.
 * The same holds on the embedded database, where transactions simply take turns.
 */
export async function claimDueRun(
  db: Database,
  job: { name: string; everySeconds: number },
  now: Date,
): Promise<boolean> {
  // The first instance to see a job creates its row, due at once.
  await db.insert(scheduledJobs).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, now)))
      .for('update', { skipLocked: true });
    if (!due) return false;
    await tx
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(now.getTime() + job.everySeconds * 1000), lastStartedAt: now })
      .where(eq(scheduledJobs.name, job.name));
    return true;
  });
}
