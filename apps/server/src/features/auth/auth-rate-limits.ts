import type { Database } from '@sitedesk/db/client';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { clientAddress, hashClientAddress } from '../../http/client-address';
import { type CountedRequest, countRateLimit, rateLimitKeyFor } from '../../platform/rate-limit/rate-limit';
import type { StaffAuthService } from './create-staff-auth';

export type AuthLimitDependencies = {
  db: Database;
  /** Keys the counters, so the counters table never holds an address. */
  secret: string;
  auth: Pick<StaffAuthService, 'permitPasswordResetMail' | 'resolveStaff'>;
  config: Pick<Config, 'auth' | 'inquiries'>;
};

const signInWindowSeconds = 15 * 60;
const passwordResetWindowSeconds = 3600;

/**
 * Counts failed sign-ins per account (the e-mail address tried) and per client, and refuses an attempt
 * (429) while either is over its limit. Each attempt is counted before it runs, so parallel guesses
 * cannot slip past the limit, and given back unless it failed: a successful sign-in never counts, and
 * one person's typos behind a shared proxy do not lock out the rest of the staff.
 */
export function limitFailedSignIns(deps: AuthLimitDependencies): MiddlewareHandler {
  return limitFailedPasswords(deps, {
    accountOf: (c) => requestedEmail(c.req.raw),
    // Better Auth answers a wrong e-mail or password, and only that, with 401.
    isWrongPassword: async (response) => response.status === 401,
  });
}

/**
 * A wrong current password on `/change-password` is a password guess like a failed sign-in (with a
 * session that is not the owner's, say): it counts against the same limits, so the account has one budget
 * of guesses, whichever endpoint they come through. Without a session Better Auth refuses by itself.
 */
export function limitWrongCurrentPasswords(deps: AuthLimitDependencies): MiddlewareHandler {
  return limitFailedPasswords(deps, {
    // A background check: Better Auth reads the session again right after, and refreshes it then.
    accountOf: async (c) =>
      (await deps.auth.resolveStaff(c.req.raw.headers, { isBackgroundCheck: true }))?.email.toLowerCase(),
    isWrongPassword: async (response) =>
      response.status === 400 && (await betterAuthReason(response)) === 'INVALID_PASSWORD',
  });
}

/**
 * A failed passkey sign-in (no challenge, an answer that does not verify, an unknown passkey) counts against
 * the client's sign-in budget (SIGN_IN_CLIENT_RATE_LIMIT): a signature cannot be guessed, but each attempt
 * costs a verification and an audit entry, and nobody needs dozens of failures in 15 minutes. The request
 * names no account, so only the client is counted (decision 189).
 */
export function limitFailedPasskeySignIns(deps: AuthLimitDependencies): MiddlewareHandler {
  return limitFailedPasswords(deps, {
    accountOf: async () => undefined,
    isWrongPassword: async (response) => response.status === 400 || response.status === 401,
  });
}

/**
 * Counts an endpoint's password checks against the sign-in limits (SIGN_IN_RATE_LIMIT per account,
 * SIGN_IN_CLIENT_RATE_LIMIT per client, in the database, so all instances count together), refuses with
 * 429 and `Retry-After` while over either, and gives back every attempt that was not a wrong password.
 * `accountOf` undefined: the request names no account, and runs uncounted (Better Auth refuses it).
 */
export function limitFailedPasswords(
  deps: AuthLimitDependencies,
  check: {
    accountOf: (c: Context) => Promise<string | undefined>;
    isWrongPassword: (response: Response) => Promise<boolean>;
  },
): MiddlewareHandler {
  return async (c, next) => {
    const account = await check.accountOf(c);
    const counted = await countBoth(deps, c, account, {
      name: 'sign-in',
      accountLimit: deps.config.auth.signInRateLimit,
      clientLimit: deps.config.auth.signInClientRateLimit,
      windowSeconds: signInWindowSeconds,
    });
    const releaseAll = () => Promise.all(counted.map((request) => request.release()));
    const overLimit = counted.filter((request) => request.isOverLimit);
    if (overLimit.length > 0) {
      await releaseAll();
      const retryAfterSeconds = Math.max(...overLimit.map((request) => request.retryAfterSeconds));
      throw new AppError('rate_limited', { retryAfterSeconds });
    }
    let isWrongPassword = false;
    try {
      await next();
      isWrongPassword = await check.isWrongPassword(c.res);
    } finally {
      if (!isWrongPassword) await releaseAll();
    }
  };
}

/** An error answer of Better Auth's, in the API's shape (`inApiErrorShape`), with its own code as the reason. */
const betterAuthErrorAnswer = z.object({
  error: z.object({ fields: z.object({ reason: z.object({ code: z.string() }) }) }),
});

async function betterAuthReason(response: Response): Promise<string | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return betterAuthErrorAnswer.safeParse(body).data?.error.fields.reason.code;
}

/**
 * Limits reset e-mails per address and per client. Over a limit, Better Auth still handles the request
 * and answers exactly as it does for an unknown address, so the answer tells nobody whether the address
 * exists or was limited; it just gets no permit to queue the e-mail.
 */
export function limitPasswordResetMail(deps: AuthLimitDependencies): MiddlewareHandler {
  return async (c, next) => {
    const email = await requestedEmail(c.req.raw);
    // Without an address Better Auth refuses the request itself.
    if (email !== undefined) {
      const counted = await countBoth(deps, c, email, {
        name: 'password-reset',
        accountLimit: deps.config.auth.passwordResetRateLimit,
        clientLimit: deps.config.auth.passwordResetClientRateLimit,
        windowSeconds: passwordResetWindowSeconds,
      });
      if (!counted.some((request) => request.isOverLimit)) deps.auth.permitPasswordResetMail(c.req.raw);
    }
    await next();
  };
}

/** Counts the request against its account's limit (when it names one) and its client's. */
async function countBoth(
  deps: AuthLimitDependencies,
  c: Context,
  email: string | undefined,
  limits: { name: string; accountLimit: number; clientLimit: number; windowSeconds: number },
): Promise<CountedRequest[]> {
  const client = hashClientAddress(clientAddress(c, deps.config.inquiries.trustedProxies), deps.secret);
  const counted = await Promise.all([
    countRateLimit(deps.db, {
      name: `${limits.name}-client`,
      key: client,
      limit: limits.clientLimit,
      windowSeconds: limits.windowSeconds,
    }),
    email === undefined
      ? undefined
      : countRateLimit(deps.db, {
          name: `${limits.name}-account`,
          key: rateLimitKeyFor(email, deps.secret),
          limit: limits.accountLimit,
          windowSeconds: limits.windowSeconds,
        }),
  ]);
  return counted.filter((request) => request !== undefined);
}

/** The e-mail address the JSON body names, spelled as Better Auth looks it up; `undefined` if none. */
async function requestedEmail(request: Request): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return email.trim().toLowerCase();
}
