import type { AuditAction, AuditActor, AuditTargetType } from '@sitedesk/shared/audit-api';

/** One thing that happened, as a feature reports it: ids only (decision 183), never a name, address or IP. */
export type AuditRecord = {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string } | undefined;
  /**
   * What action and target cannot say, never a value a request carried (an API key's use: method, route
   * pattern, status).
   */
  detail?: Record<string, string | number> | undefined;
};

/**
 * The audit log as the features see it: they say what happened; the time, this instance and the request
 * (request-context.ts) are added here. Built once in the composition root (sitedesk.ts).
 */
export type AuditLog = {
  /**
   * Writes the entry. Never throws: the action it records has already happened, and a failed write is
   * logged (the action's name only) rather than turned into an error the member would see.
   */
  record(entry: AuditRecord): Promise<void>;
};

/**
 * Records what a signed-in member did; no audit log (a test's app without one): nothing. `detail` says what
 * else the entry must carry, such as the API key the member acted through (decision 237).
 */
export async function recordStaffAction(
  audit: AuditLog | undefined,
  staff: { userId: string },
  action: AuditRecord['action'],
  target?: AuditRecord['target'],
  detail?: AuditRecord['detail'],
): Promise<void> {
  await audit?.record({
    actor: { type: 'user', id: staff.userId },
    action,
    target,
    ...(detail ? { detail } : {}),
  });
}
