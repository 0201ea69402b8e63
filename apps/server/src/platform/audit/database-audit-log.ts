import { auditLog } from '@sitedesk/db/audit-schema';
import type { Database } from '@sitedesk/db/client';
import type { Logger } from 'pino';
import type { AuditLog, AuditRecord } from './audit-log';
import { currentRequestId } from './request-context';

export type DatabaseAuditLogOptions = {
  db: Database;
  /** Names this process (sitedesk.ts): which instance handled what. */
  instanceId: string;
  logger: Logger;
  /** After an entry was written: the desk's audit page hears of it (the entry's id only). */
  onRecorded?: (entryId: number, action: AuditRecord['action']) => void;
};

/** The audit log in the service's database (table `audit_log`, append-only by trigger: migration 0028). */
export function createDatabaseAuditLog(options: DatabaseAuditLogOptions): AuditLog {
  const { db, instanceId, logger } = options;
  return {
    async record(entry: AuditRecord) {
      try {
        const [written] = await db
          .insert(auditLog)
          .values({
            actorType: entry.actor.type,
            actorId: entry.actor.type === 'user' ? entry.actor.id : null,
            action: entry.action,
            targetType: entry.target?.type ?? null,
            targetId: entry.target?.id ?? null,
            instanceId,
            requestId: currentRequestId() ?? null,
            detail: entry.detail ?? null,
          })
          .returning({ id: auditLog.id });
        if (written) options.onRecorded?.(written.id, entry.action);
      } catch (error) {
        logger.error({ err: error, action: entry.action }, 'could not write an audit log entry');
      }
    },
  };
}
