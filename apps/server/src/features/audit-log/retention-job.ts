import { auditLog } from '@sitedesk/db/audit-schema';
import type { Database } from '@sitedesk/db/client';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';

export type AuditRetentionJobDependencies = {
  db: Database;
  /** AUDIT_RETENTION_DAYS (at least 30: the trigger refuses anything younger whatever this says). */
  retentionDays: number;
  logger: Logger;
  everySeconds: number;
};

export const auditRetentionJobName = 'audit-log-retention';

/**
 * Deletes audit log entries older than AUDIT_RETENTION_DAYS: the one DELETE the table's trigger lets
 * through (migration 0028), because this transaction, and only it, says how many days it keeps. The age
 * is the database's own clock, as the trigger's is, so the two cannot disagree.
 */
export async function deleteExpiredAuditEntries(db: Database, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('sitedesk.audit_retention_days', ${String(retentionDays)}, true)`);
    const deleted = await tx
      .delete(auditLog)
      .where(sql`${auditLog.at} < now() - make_interval(days => ${retentionDays}::integer)`)
      .returning({ id: auditLog.id });
    return deleted.length;
  });
}

export function createAuditRetentionJob(deps: AuditRetentionJobDependencies): ScheduledJob {
  return {
    name: auditRetentionJobName,
    everySeconds: deps.everySeconds,
    async run() {
      const deleted = await deleteExpiredAuditEntries(deps.db, deps.retentionDays);
      deps.logger[deleted > 0 ? 'info' : 'debug'](
        { job: auditRetentionJobName, deleted, retentionDays: deps.retentionDays },
        'audit log entries past their retention deleted',
      );
    },
  };
}
