import { randomUUID } from 'node:crypto';
import { account, session, user, verification } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { mailOutbox } from '@sitedesk/db/schema';
import { contentCatalogs } from '@sitedesk/shared/content/catalogs';
import { isStaffRole } from '@sitedesk/shared/permissions';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { negotiateLocale } from '../../http/request-locale';
import { passwordLength } from './password-policy';
import type { StaffAuth } from './staff';
import { createStaffAccounts, type StaffAccounts } from './staff-accounts';

export type StaffAuthOptions = {
  db: Database;
  config: Config;
  secret: string;
  logger: Logger;
  /** Tells the delivery worker that an e-mail (password reset) is waiting. */
  onMailQueued?: () => void;
};

/** Authentication for the rest of the service, plus what the staff-account endpoints need. */
export type StaffAuthService = StaffAuth & { accounts: StaffAccounts };

const passwordResetTtlSeconds = 3600;

/**
 * In production PUBLIC_URL is the one trusted origin. Out of the box both spellings of the local address
 * work, on the port the request actually reached (PORT may be 0, "any free port"): an origin is trusted
 * only when it is this same local server, so the check still stops other sites.
 */
export function trustedOriginsOf(config: Config): string[] | ((request?: Request) => string[]) {
  if (config.hasPublicUrl) return [config.publicOrigin];
  return (request) => {
    const host = request?.headers.get('host') ?? '';
    const port = /^(?:localhost|127\.0\.0\.1|\[::1\]):(\d+)$/.exec(host)?.[1] ?? String(config.port);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  };
}

function createBetterAuth(options: StaffAuthOptions) {
  const { config, db, logger } = options;
  const idleSeconds = Math.round(config.auth.sessionIdleHours * 3600);
  return betterAuth({
    appName: contentCatalogs.en.company.name,
    baseURL: config.publicOrigin,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: trustedOriginsOf(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Staff join only by invitation, the set-up link or the CLI.
      disableSignUp: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: staff, token }, request) => {
        const locale = negotiateLocale(request?.headers.get('accept-language') ?? undefined);
        const data = {
          to: [staff.email],
          template: 'password-reset' as const,
          props: {
            locale,
            name: staff.name,
            url: `${config.publicOrigin}/desk/reset-password?token=${encodeURIComponent(token)}`,
            expiresAt: new Date(Date.now() + passwordResetTtlSeconds * 1000).toISOString(),
            companyName: contentCatalogs[locale].company.name,
            siteUrl: config.publicOrigin,
          },
        };
        const id = randomUUID();
        await db
          .insert(mailOutbox)
          .values({ id, idempotencyKey: `password-reset-${id}`, template: data.template, data });
        options.onMailQueued?.();
      },
    },
    user: {
      additionalFields: {
        // Set by invitations, the set-up link and the CLI only; never by the client.
        role: { type: 'string', required: false, defaultValue: 'sales', input: false },
      },
    },
    session: {
      // Inactivity time-out: each use (at most every `updateAge`) pushes the expiry `expiresIn` ahead.
      expiresIn: idleSeconds,
      updateAge: Math.min(3600, Math.max(60, Math.floor(idleSeconds / 12))),
      // Every request reads the session from the database, so revoking it takes effect at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: config.publicOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Sign-in is limited by our own database counter (SIGN_IN_RATE_LIMIT), shared by every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

/** Staff authentication with Better Auth (e-mail and password, sessions in the database). */
export function createStaffAuth(options: StaffAuthOptions): StaffAuthService {
  const auth = createBetterAuth(options);
  const maxAgeMs = options.config.auth.sessionMaxDays * 86_400_000;
  return {
    handler: (request) => auth.handler(request),
    async resolveStaff(headers) {
      const current = await auth.api.getSession({ headers });
      if (!current) return undefined;
      // Absolute time-out: however active, a session ends this long after sign-in.
      if (current.session.createdAt.getTime() + maxAgeMs < Date.now()) {
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(current.session.token);
        return undefined;
      }
      const role = current.user.role;
      if (!isStaffRole(role)) return undefined;
      return {
        userId: current.user.id,
        sessionId: current.session.id,
        name: current.user.name,
        email: current.user.email,
        role,
      };
    },
    accounts: createStaffAccounts(auth),
  };
}
