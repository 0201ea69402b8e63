import { createHmac } from 'node:crypto';
import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';

/**
 * A TOTP code works once (ASVS 5.0 6.5.1). Better Auth 1.7.25 accepts a code again for as long as its
 * window lasts (90 seconds: the previous, current and next 30-second step), so a code seen over a shoulder
 * or in a phishing proxy could be played again. After a code was accepted for a member, a marker (a keyed
 * hash of member and code, in Better Auth's verification table, so every instance sees it) refuses it until
 * the window has passed. Decision 184.
 */
const windowMs = 90_000;
const twoFactorChallengeCookie = 'two_factor';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export function createTotpReplayGuard(secret: string) {
  const key = createHmac('sha256', secret).update('sitedesk used totp codes').digest();
  // Per request: what `before` worked out, for `after` to record.
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
      const used = await ctx.context.internalAdapter.findVerificationValue(marker);
      if (used && used.expiresAt > new Date()) {
        throw APIError.from('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
      }
      pending.set(ctx.context, `${userId}\n${marker}`);
    },
    async after(ctx: AuthContext): Promise<void> {
      const entry = pending.get(ctx.context);
      if (!entry || isAPIError(ctx.context.returned)) return;
      const [userId = '', marker = ''] = entry.split('\n');
      await ctx.context.internalAdapter.createVerificationValue({
        identifier: marker,
        value: userId,
        expiresAt: new Date(Date.now() + windowMs),
      });
    },
  };
}
