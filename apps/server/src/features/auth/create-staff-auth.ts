import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import {
  account,
  passkey as passkeyTable,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { isStaffRole } from '@sitedesk/shared/permissions';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins/two-factor';
// `better-auth/minimal` rather than `better-auth`: it leaves out Kysely, which only a direct database connection needs; we pass
// Drizzle's adapter. It saves ~15 MB of resident memory for as long as the service runs (decision 156).
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { negotiateLocale } from '../../http/request-locale';
import { trustedOriginsOf } from '../../http/same-origin';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { StaffAuth } from '../../platform/auth/staff';
import { enqueueMail } from '../../platform/outbox/enqueue-mail';
import { auditBetterAuthEndpoint } from './audit-better-auth';
import { backupCodeMaxInputLength, createBackupCodeHashing } from './backup-code-hashing';
import { logBetterAuthThrough } from './better-auth-log';
import { closedParameterisedBetterAuthPaths, disabledBetterAuthPaths } from './better-auth-paths';
import { deviceLabelOf } from './device-label';
import { checkPasskeyRequest, passkeyPluginOptions } from './passkey-options';
import { passwordLength } from './password-policy';
import { mustEnrolSecondFactor } from './second-factor-policy';
import { createStaffAccounts, type StaffAccounts } from './staff-accounts';
import { createTotpReplayGuard } from './totp-replay-guard';

export type StaffAuthOptions = {
  db: Database;
  config: Config;
  secret: string;
  logger: Logger;
  /** Tells the delivery worker that an e-mail (password reset) is waiting. */
  onMailQueued?: () => void;
  /** A member's session ended or their role changed: their open desk streams must be re-checked now. */
  onAccessChanged?: (userId: string) => void;
  /** Sign-ins, failures, factors, passkeys, sessions and refusals go to the audit log (decision 183). */
  audit?: AuditLog | undefined;
};

/** Authentication for the rest of the service, plus what the staff-account endpoints need. */
export type StaffAuthService = StaffAuth & {
  accounts: StaffAccounts;
  /**
   * Lets this reset request (the very `Request` handed to `handler`) queue its e-mail: the route does so
   * only within the reset limits. Any other request gets Better Auth's usual answer and no e-mail.
   */
  permitPasswordResetMail: (request: Request) => void;
  /** Passes on that `userId`'s access changed (a role change; ended sessions are reported by themselves). */
  announceAccessChanged: (userId: string) => void;
  /** The audit log, for the staff-account routes (team changes, sign-out); `undefined` in the CLI. */
  audit: AuditLog | undefined;
};

const passwordResetTtlSeconds = 3600;

function createBetterAuth(options: StaffAuthOptions, resetMailPermits: WeakSet<Request>) {
  const { config, db, logger } = options;
  const idleSeconds = Math.round(config.auth.sessionIdleHours * 3600);
  const backupCodes = createBackupCodeHashing(options.secret);
  const totpReplayGuard = createTotpReplayGuard(options.secret, options.db);
  const trustedOrigins = trustedOriginsOf(config);
  const auditEndpoint = auditBetterAuthEndpoint(
    options.audit,
    (request) => request !== undefined && resetMailPermits.has(request),
  );
  return betterAuth({
    appName: demoContent.en.company.name,
    baseURL: config.publicOrigin,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, passkey: passkeyTable },
    }),
    emailAndPassword: {
      enabled: true,
      // Staff join only by invitation, the set-up link or the CLI.
      disableSignUp: true,
      minPasswordLength: passwordLength.min,
      maxPasswordLength: passwordLength.max,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: staff, token }, request) => {
        if (!request || !resetMailPermits.has(request)) {
          // No permit (over a reset limit, decision 051): Better Auth answers as always, but no e-mail
          // goes out, and the link nobody received is void.
          await db.delete(verification).where(eq(verification.identifier, `reset-password:${token}`));
          return;
        }
        const locale = negotiateLocale(request.headers.get('accept-language') ?? undefined);
        const id = randomUUID();
        await enqueueMail(db, {
          idempotencyKey: `password-reset-${id}`,
          to: [staff.email],
          template: 'password-reset' as const,
          props: {
            locale: deskLocaleOf(locale),
            name: staff.name,
            url: `${config.publicOrigin}/desk/reset-password?token=${encodeURIComponent(token)}`,
            expiresAt: new Date(Date.now() + passwordResetTtlSeconds * 1000).toISOString(),
            companyName: demoContent.en.company.name,
            siteUrl: config.publicOrigin,
          },
        });
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
    databaseHooks: {
      session: {
        create: {
          // Staff addresses are not kept (decision 051); of the browser, only its family and system (decision 184).
          before: async (created) => ({
            data: { ...created, ipAddress: null, userAgent: deviceLabelOf(created.userAgent) },
          }),
        },
        delete: {
          // Sign-out, revoke-sessions, a password reset, removal: open desk streams end at once.
          after: async (ended) => options.onAccessChanged?.(ended.userId),
        },
      },
    },
    advanced: {
      useSecureCookies: config.publicOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // It would read X-Forwarded-For from anyone; our client address honours TRUST_PROXY (http/client-address.ts).
      ipAddress: { disableIpTracking: true },
      // Left unset, Better Auth skips its origin and callback-URL checks whenever NODE_ENV=test or TEST is
      // set: on, always, so tests run what production runs and a stray variable cannot turn them off.
      disableOriginCheck: false,
    },
    // Password guesses (sign-in, change-password) are limited by our own database counters (SIGN_IN_RATE_LIMIT),
    // shared by every instance (auth-rate-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      // TOTP with backup codes and trusted devices (decision 184); `/two-factor/*` stays Better Auth's own.
      twoFactor({
        backupCodeOptions: {
          customBackupCodesGenerate: backupCodes.generate,
          storeBackupCodes: backupCodes.storeBackupCodes,
        },
        trustDeviceMaxAge: 30 * 86_400,
      }),
      // Passkeys (decision 189): a sign-in of their own (the two-factor plugin's step follows password
      // sign-ins only) and, for "require a second factor", a factor; `/passkey/*` stays Better Auth's own.
      passkey(passkeyPluginOptions(config, demoContent.en.company.name)),
    ],
    // Endpoints the desk never calls answer 404 (better-auth-paths.ts, decision 162). Sign-up is off above too.
    disabledPaths: disabledBetterAuthPaths,
    // `disabledPaths` compares whole paths; endpoints with a parameter in theirs are closed by the one matched.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (closedParameterisedBetterAuthPaths.includes(ctx.path)) throw new APIError('NOT_FOUND');
        // Backup codes are stored as keyed hashes (backup-code-hashing.ts): the plugin compares the hash.
        if (ctx.path === '/two-factor/verify-backup-code') {
          const code: unknown = ctx.body?.code;
          if (typeof code !== 'string' || code.length > backupCodeMaxInputLength)
            throw new APIError('BAD_REQUEST');
          return { context: { body: { ...ctx.body, code: backupCodes.hash(code) } } };
        }
        if (ctx.path === totpReplayGuard.path) await totpReplayGuard.before(ctx);
        const passkeyRequest = checkPasskeyRequest(trustedOrigins, ctx);
        if (passkeyRequest) return { context: passkeyRequest };
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === totpReplayGuard.path) await totpReplayGuard.after(ctx);
        // The audit log, by path (audit-better-auth.ts): the two-factor and passkey plugins' paths included.
        await auditEndpoint(ctx);
      }),
    },
    // An unexpected error goes up to our error handler (one 500 in the API's shape, logged through the
    // serializer) instead of better-call's `console.error`, which prints the error with its SQL parameters.
    onAPIError: { throw: true },
    // Its messages quote request values (a callback URL with its query): codes only (better-auth-log.ts).
    logger: { log: logBetterAuthThrough(logger) },
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

/** Staff authentication with Better Auth (e-mail and password, sessions in the database). */
export function createStaffAuth(options: StaffAuthOptions): StaffAuthService {
  // Weakly held: a permit lives exactly as long as its request.
  const resetMailPermits = new WeakSet<Request>();
  const auth = createBetterAuth(options, resetMailPermits);
  const maxAgeMs = options.config.auth.sessionMaxDays * 86_400_000;
  const { db } = options;
  return {
    handler: (request) => auth.handler(request),
    async resolveStaff(headers, options = {}) {
      const current = await auth.api.getSession({
        headers,
        query: { disableRefresh: options.isBackgroundCheck === true },
      });
      if (!current) return undefined;
      // Absolute time-out: however active, a session ends this long after sign-in.
      if (current.session.createdAt.getTime() + maxAgeMs < Date.now()) {
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(current.session.token);
        return undefined;
      }
      const role = current.user.role;
      if (!isStaffRole(role)) return undefined;
      const hasSecondFactor = current.user.twoFactorEnabled === true;
      return {
        userId: current.user.id,
        sessionId: current.session.id,
        name: current.user.name,
        email: current.user.email,
        role,
        hasSecondFactor,
        mustEnrolSecondFactor: await mustEnrolSecondFactor(db, {
          userId: current.user.id,
          role,
          hasSecondFactor,
        }),
      };
    },
    accounts: createStaffAccounts(auth),
    permitPasswordResetMail: (request) => {
      resetMailPermits.add(request);
    },
    announceAccessChanged: (userId) => options.onAccessChanged?.(userId),
    recordRefusal: async (staff, permission) => {
      await options.audit?.record({
        actor: { type: 'user', id: staff.userId },
        action: 'access.refused',
        target: { type: 'permission', id: permission },
      });
    },
    audit: options.audit,
  };
}
