import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error';
import { negotiateLocale } from '../../http/request-locale';
import { accountRoutes } from './account-routes';
import { auditPasswordReset, auditSignOut } from './audit-auth-routes';
import {
  type AuthLimitDependencies,
  limitFailedPasskeySignIns,
  limitFailedSignIns,
  limitPasswordResetMail,
  limitWrongCurrentPasswords,
} from './auth-rate-limits';
import { inApiErrorShape } from './better-auth-errors';
import { passkeyPathsOpenBeforeEnrolment } from './better-auth-paths';
import { passwordProblem } from './password-policy';
import { staffFieldError } from './staff-field-errors';
import { type StaffRoutesDependencies, staffRoutes } from './staff-routes';

const refuseCommonNewPassword: MiddlewareHandler = async (c, next) => {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => undefined);
  const password =
    typeof body === 'object' && body !== null && 'newPassword' in body ? body.newPassword : undefined;
  const problem = typeof password === 'string' ? await passwordProblem(password) : undefined;
  if (problem)
    throw staffFieldError('newPassword', problem, negotiateLocale(c.req.header('accept-language')));
  await next();
};

const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new AppError('unsupported_media_type', {
      locale: negotiateLocale(c.req.header('accept-language')),
    });
  }
  await next();
};

/**
 * What a member who must still enrol a second factor may call under `/api/auth` (decision 184): enrolment
 * itself (an authenticator app or a passkey, decision 189), signing in (a password or a passkey) and out,
 * the session, and the reset flow (which needs no session). Anything else
 * (change-password, sessions) waits until they have a factor.
 */
function isOpenBeforeEnrolment(path: string): boolean {
  const betterAuthPath = path.replace(/^\/api\/auth/, '');
  return (
    betterAuthPath.startsWith('/two-factor/') ||
    passkeyPathsOpenBeforeEnrolment.includes(betterAuthPath) ||
    ['/sign-in/email', '/sign-out', '/get-session', '/request-password-reset', '/reset-password'].includes(
      betterAuthPath,
    )
  );
}

function refuseUntilEnrolled(deps: AuthLimitDependencies): MiddlewareHandler {
  return async (c, next) => {
    if (!isOpenBeforeEnrolment(c.req.path)) {
      const staff = await deps.auth.resolveStaff(c.req.raw.headers, { isBackgroundCheck: true });
      if (staff?.mustEnrolSecondFactor) {
        throw new AppError('two_factor_required', {
          locale: negotiateLocale(c.req.header('accept-language')),
        });
      }
    }
    await next();
  };
}

/** `/api/auth/*` (Better Auth) and the staff-account endpoints under `/api/desk` (me, team, setup). */
export function authRoutes(deps: AuthLimitDependencies & StaffRoutesDependencies) {
  return (
    new Hono()
      .route('/', staffRoutes(deps))
      // Better Auth also takes form-encoded bodies; the limits and the password check read JSON, so a form
      // would slip past them. The desk sends JSON only.
      .route('/', accountRoutes(deps))
      .post('/auth/*', requireJsonBody)
      .on(['GET', 'POST'], '/auth/*', refuseUntilEnrolled(deps))
      .post('/auth/sign-in/*', limitFailedSignIns(deps))
      .post('/auth/passkey/verify-authentication', limitFailedPasskeySignIns(deps))
      .post('/auth/request-password-reset', limitPasswordResetMail(deps))
      // Better Auth checks the length; the list of common passwords is ours.
      .post('/auth/reset-password', refuseCommonNewPassword, auditPasswordReset(deps))
      .post('/auth/sign-out', auditSignOut(deps))
      .post('/auth/change-password', limitWrongCurrentPasswords(deps), refuseCommonNewPassword)
      // Each takes the account's password: a guess counts like a failed sign-in.
      .post('/auth/two-factor/enable', limitWrongCurrentPasswords(deps))
      .post('/auth/two-factor/disable', limitWrongCurrentPasswords(deps))
      .post('/auth/two-factor/generate-backup-codes', limitWrongCurrentPasswords(deps))
      .post('/auth/two-factor/get-totp-uri', limitWrongCurrentPasswords(deps))
      .on(['GET', 'POST'], '/auth/*', async (c) => inApiErrorShape(c, await deps.auth.handler(c.req.raw)))
  );
}
