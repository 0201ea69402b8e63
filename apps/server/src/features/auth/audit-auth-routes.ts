import { verification } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { StaffAuth } from '../../platform/auth/staff';

/**
 * The two Better Auth endpoints whose entry needs to know, before Better Auth runs, whom the request is
 * about: once it is done the session (sign-out) or the reset link (reset-password) is gone.
 */
export type AuditAuthDependencies = { db: Database; auth: StaffAuth & { audit: AuditLog | undefined } };

/** `POST /api/auth/sign-out`: whose session ended. */
export function auditSignOut(deps: AuditAuthDependencies): MiddlewareHandler {
  return async (c, next) => {
    const audit = deps.auth.audit;
    const staff = audit
      ? await deps.auth.resolveStaff(c.req.raw.headers, { isBackgroundCheck: true })
      : undefined;
    await next();
    if (!audit || !staff || c.res.status !== 200) return;
    await audit.record({
      actor: { type: 'user', id: staff.userId },
      action: 'auth.signed_out',
      target: { type: 'user', id: staff.userId },
    });
  };
}

/** `POST /api/auth/reset-password`: whose password the link set (the link's token is never kept). */
export function auditPasswordReset(deps: AuditAuthDependencies): MiddlewareHandler {
  return async (c, next) => {
    const audit = deps.auth.audit;
    const userId = audit ? await resetLinkOwner(deps.db, c.req.raw) : undefined;
    await next();
    if (!audit || !userId || c.res.status !== 200) return;
    await audit.record({
      actor: { type: 'user', id: userId },
      action: 'auth.password_reset_completed',
      target: { type: 'user', id: userId },
    });
  };
}

/** Better Auth keeps a reset link as `reset-password:<token>` → the user's id. */
async function resetLinkOwner(db: Database, request: Request): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
  if (typeof token !== 'string' || token === '' || token.length > 200) return undefined;
  const [link] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return link?.userId;
}
