import { createHmac } from 'node:crypto';
import { verification } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, count, eq, gt } from 'drizzle-orm';

/**
 * A TOTP code works once (ASVS 5.0 6.5.1). Better Auth 1.7.25 accepts a code again for as long as its
 * window lasts (90 seconds: the previous, current and next 30-second step), so a code seen over a shoulder
 * or in a phishing proxy could be played again. After a code was accepted for a member, a marker (a keyed
 * hash of member and code, in Better Auth's verification table, so every instance sees it) refuses it until
 * the window has passed. Decision 184.
 *
 * The marker is claimed before Better Auth checks the code, not written after: checked first and written
 * later, a phishing proxy playing the code on its own sign-in while the member's was still running got
 * through too (a security review). Two claims at the same moment both see two markers and both are
 * refused; the member types the next code. A refused or failed attempt takes its claim back.
 */
const windowMs = 90_000;
const twoFactorChallengeCookie = 'two_factor';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export function createTotpReplayGuard(secret: string, db: Database) {
  const key = createHmac('sha256', secret).update('sitedesk used totp codes').digest();
  // Per request: the claim `before` made, for `after` to take back if the code was refused.
  const pending = new WeakMap<object, string>();
  const markerOf = (userId: string, code: string) =>
    `totp-used-${createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url')}`;

  /** The member the code is for: the signed-in one (enrolment), or the one of the sign-in's challenge. */
  async function memberOf(ctx: AuthContext): Promise<string | undefined> {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (session) return session.user.id;
    const cookie = ctx.context.createAuthCookie(twoFactorChallengeCookie);
    const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!challenge) return undefined;
    const record = await ctx.context.internalAdapter.findVerificationValue(challenge);
    return record?.value;
  }

  return {
    path: '/two-factor/verify-totp',
    async before(ctx: AuthContext): Promise<void> {
      const code: unknown = ctx.body?.code;
      if (typeof code !== 'string') return;
      const userId = await memberOf(ctx);
      if (!userId) return; // Better Auth refuses it by itself.
      const marker = markerOf(userId, code.trim());
      const claim = await ctx.context.internalAdapter.createVerificationValue({
        identifier: marker,
        value: userId,
        expiresAt: new Date(Date.now() + windowMs),
      });
      const [claims] = await db
        .select({ count: count() })
        .from(verification)
        .where(and(eq(verification.identifier, marker), gt(verification.expiresAt, new Date())));
      if ((claims?.count ?? 0) > 1) {
        await db.delete(verification).where(eq(verification.id, claim.id));
        throw APIError.from('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
      }
      pending.set(ctx.context, claim.id);
    },
    async after(ctx: AuthContext): Promise<void> {
      const claimId = pending.get(ctx.context);
      // Accepted: the claim stays until the window has passed. Refused: the code was wrong or the
      // challenge gone, and the claim goes, so it cannot lock out a later right attempt.
      if (claimId && isAPIError(ctx.context.returned)) {
        await db.delete(verification).where(eq(verification.id, claimId));
      }
    },
  };
}
