import type { AuditAction } from '@sitedesk/shared/audit-api';
import { getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { AuditLog, AuditRecord } from '../../platform/audit/audit-log';

/**
 * Better Auth's endpoints in the audit log (decision 183), read off its `hooks.after`: one map from path to
 * what succeeded and what failed, so the two-factor and passkey plugins are audited the moment they are
 * configured (their paths are already here). Sign-out and the reset link's completion are recorded by our
 * own routes (audit-auth-routes.ts): after Better Auth is done, nothing says whose session or link it was.
 */
type PathAudit = {
  succeeded: AuditAction;
  /** Left out: a failure is the client's mistake, not an authentication attempt (a malformed request). */
  failed?: AuditAction;
  /** Only these refusals (Better Auth's codes) are failed attempts; others are a bad request. */
  failedCodes?: readonly string[];
  /** Success without a new session (a second factor is still due) records nothing yet. */
  needsNewSession?: boolean;
  /** The account the request names by e-mail address, looked up; the address itself is never kept. */
  byEmail?: boolean;
  /**
   * Recorded only within the endpoint's own limits: Better Auth answers a reset request over its limits
   * as usual, so without this anyone could write entries without end.
   */
  onlyWithinLimits?: boolean;
};

export const auditedBetterAuthPaths: Readonly<Record<string, PathAudit>> = {
  '/sign-in/email': {
    succeeded: 'auth.signed_in',
    failed: 'auth.sign_in_failed',
    needsNewSession: true,
    byEmail: true,
  },
  '/request-password-reset': {
    succeeded: 'auth.password_reset_requested',
    byEmail: true,
    onlyWithinLimits: true,
  },
  '/change-password': {
    succeeded: 'auth.password_changed',
    failed: 'auth.sign_in_failed',
    // A wrong current password is a password guess; a new password too short is not.
    failedCodes: ['INVALID_PASSWORD'],
  },
  '/revoke-session': { succeeded: 'auth.sessions_ended' },
  '/revoke-sessions': { succeeded: 'auth.sessions_ended' },
  '/revoke-other-sessions': { succeeded: 'auth.sessions_ended' },
  '/two-factor/enable': { succeeded: 'auth.two_factor_enabled', failed: 'auth.two_factor_failed' },
  '/two-factor/disable': { succeeded: 'auth.two_factor_disabled', failed: 'auth.two_factor_failed' },
  '/two-factor/verify-totp': { succeeded: 'auth.two_factor_verified', failed: 'auth.two_factor_failed' },
  '/two-factor/verify-backup-code': { succeeded: 'auth.backup_code_used', failed: 'auth.two_factor_failed' },
  '/two-factor/generate-backup-codes': {
    succeeded: 'auth.backup_codes_generated',
    failed: 'auth.two_factor_failed',
  },
  '/passkey/verify-registration': { succeeded: 'auth.passkey_added' },
  '/passkey/delete-passkey': { succeeded: 'auth.passkey_removed' },
  '/passkey/verify-authentication': {
    succeeded: 'auth.passkey_signed_in',
    failed: 'auth.sign_in_failed',
    needsNewSession: true,
  },
};

/** The part of Better Auth's hook context read here (its `createAuthMiddleware` context has them all). */
export type AuditedAuthContext = Parameters<typeof getSessionFromCtx>[0] & {
  path?: string | undefined;
  body?: unknown;
  request?: Request | undefined;
  context: { returned?: unknown };
};

/**
 * `hooks.after`: records the path's entry, if it has one. Never fails the request (AuditLog.record).
 * `isWithinLimits`: whether our limits let this request through (the reset limits' permit).
 */
export function auditBetterAuthEndpoint(
  audit: AuditLog | undefined,
  isWithinLimits: (request: Request | undefined) => boolean,
) {
  return async (ctx: AuditedAuthContext): Promise<void> => {
    const audited = audit && ctx.path ? auditedBetterAuthPaths[ctx.path] : undefined;
    if (!audit || !audited) return;
    if (audited.onlyWithinLimits && !isWithinLimits(ctx.request)) return;
    const entry = await entryFor(ctx, audited);
    if (entry) await audit.record(entry);
  };
}

async function entryFor(ctx: AuditedAuthContext, audited: PathAudit): Promise<AuditRecord | undefined> {
  const returned = ctx.context.returned;
  const hasFailed = isAPIError(returned) || returned instanceof Error;
  // Only a refusal of the attempt itself counts as a failure (401/400/403), not a malformed body (422).
  if (hasFailed && !isAttempt(returned, audited)) return undefined;
  const newUserId = ctx.context.newSession?.user.id;
  if (!hasFailed && audited.needsNewSession && !newUserId) return undefined;
  const userId = newUserId ?? (await signedInUserId(ctx)) ?? (await namedUserId(ctx, audited));
  const target = userId ? { type: 'user' as const, id: userId } : undefined;
  const action = hasFailed && audited.failed ? audited.failed : audited.succeeded;
  // Whoever typed an address (a failed sign-in, a reset request) is not known to be the account's owner.
  const isAnonymous = audited.byEmail === true && !newUserId;
  const actor = !isAnonymous && userId ? { type: 'user' as const, id: userId } : { type: 'visitor' as const };
  return { actor, action, target };
}

/** Whether a refusal was of the attempt itself (a wrong password, code), not of a malformed request (422). */
function isAttempt(returned: unknown, audited: PathAudit): boolean {
  if (!audited.failed) return false;
  if (!isAPIError(returned)) return true;
  if (returned.statusCode === 422) return false;
  const code: unknown = returned.body?.code;
  return !audited.failedCodes || (typeof code === 'string' && audited.failedCodes.includes(code));
}

async function signedInUserId(ctx: AuditedAuthContext): Promise<string | undefined> {
  const known = ctx.context.session?.user.id;
  if (known) return known;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session?.user.id;
}

async function namedUserId(ctx: AuditedAuthContext, audited: PathAudit): Promise<string | undefined> {
  if (!audited.byEmail) return undefined;
  const body = ctx.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  const found = await ctx.context.internalAdapter
    .findUserByEmail(email.trim().toLowerCase())
    .catch(() => null);
  return found?.user.id;
}
