import type { MiddlewareHandler } from 'hono';
import type { AuditLog, AuditRecord } from '../platform/audit/audit-log';
import type { StaffEnv } from '../platform/auth/staff';

/**
 * After a guarded write answered 2xx, records `action` on `target` by the signed-in member: for a group
 * of settings routes whose every change is one kind of entry (teams, routing rules, tags). Goes after the
 * permission guard, which sets the member.
 */
export function auditSuccessfulWrite(
  audit: AuditLog | undefined,
  action: AuditRecord['action'],
  target: NonNullable<AuditRecord['target']>,
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    await next();
    if (!audit || c.res.status < 200 || c.res.status >= 300) return;
    await audit.record({ actor: { type: 'user', id: c.var.staff.userId }, action, target });
  };
}
