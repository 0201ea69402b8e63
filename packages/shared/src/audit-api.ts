import { z } from 'zod';
import { locales } from './locales';

/**
 * What the audit log records (issue 25, decision 183): a closed list of dotted names, so the log can be
 * filtered by them and every desk language has words for each. A new kind of entry is added here first.
 */
export const auditActions = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.signed_out',
  'auth.password_reset_requested',
  'auth.password_reset_completed',
  'auth.password_changed',
  'auth.sessions_ended',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_verified',
  'auth.two_factor_failed',
  'auth.two_factor_reset',
  'auth.backup_code_used',
  'auth.backup_codes_generated',
  'auth.passkey_added',
  'auth.passkey_removed',
  'auth.passkey_signed_in',
  'access.refused',
  'team.owner_set_up',
  'team.invitation_created',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.role_changed',
  'team.member_removed',
  'inquiries.exported',
  'inquiries.erased',
  'inquiries.answered_as_visitor',
  'person.exported',
  'person.erased',
  'settings.changed',
  'templates.changed',
  'content.published',
  'content.unpublished',
  'audit_log.exported',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'api_key.created',
  'api_key.revoked',
  // One request to /api/v1 with a key (decision 231): the entry's `detail` holds method, route and status.
  'api_key.used',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Sign-ins, factors, passkeys and sessions: the "security events" an admin does not see of an owner
 * (product.md's roles table: "audit log … admin: yes, not owners' security events").
 */
export function isSecurityEvent(action: AuditAction): boolean {
  return action.startsWith('auth.');
}

/** What an entry is about: a kind and its id (never a name or an address). */
export const auditTargetTypes = [
  'user',
  'invitation',
  'inquiry',
  'person',
  'settings',
  'template',
  'content',
  'permission',
  'audit_log',
  'webhook',
  'api_key',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Who acted: a member (by id), the service itself (a job), or a visitor (no account, so no id). */
export type AuditActor = { type: 'user'; id: string } | { type: 'system' } | { type: 'visitor' };

const instant = z.iso.datetime({ offset: true, error: 'invalid_date' });
const idText = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\w.:-]+$/, 'invalid');

/** The log's filters, the same for the list and its CSV export. */
const auditLogFilters = {
  /** A member's id, or `system` or `visitor`. */
  actor: idText.optional(),
  action: z.enum(auditActions).optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  targetId: idText.optional(),
  /** From this instant (inclusive) to that one (exclusive): the desk sends the member's days as instants. */
  from: instant.optional(),
  to: instant.optional(),
};

/** The log's filters as the server reads them and the desk sends them (`from`/`to` already instants). */
export type AuditLogFilters = z.output<z.ZodObject<typeof auditLogFilters>>;

/** GET /api/desk/audit-log — query string; every filter optional, `before` is the next page's cursor. */
export const auditLogQuerySchema = z
  .object({
    ...auditLogFilters,
    /** Entries older than this one (the `nextBefore` of the previous page). */
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'invalid_date',
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** GET /api/desk/audit-log.csv — the list's filters (paging ignored), the file's language and separator. */
export const auditLogExportQuerySchema = z.object({
  ...auditLogFilters,
  locale: z.enum(locales).optional(),
  separator: z.enum(['comma', 'semicolon']).optional(),
});
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

/** One entry as the desk reads it; the actor's name is looked up now, so a renamed member shows as they are. */
export type AuditLogEntry = {
  id: number;
  at: string;
  action: AuditAction;
  actor: { type: 'user'; id: string; name: string | null } | { type: 'system' } | { type: 'visitor' };
  target?: { type: AuditTargetType; id: string };
  /**
   * An API key's use (`api_key.used`): method, route pattern and status; never a request's values. A
   * member's action done through a key (decision 237): `apiKeyId`.
   */
  detail?: Record<string, string | number>;
  instanceId: string;
  requestId: string | null;
};

/** GET /api/desk/audit-log — newest first; `nextBefore` is set while older entries match. */
export type AuditLogPage = { items: AuditLogEntry[]; nextBefore: number | null };
