import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error';
import { negotiateLocale } from '../../http/request-locale';
import { auditPasswordReset, auditSignOut } from './audit-auth-routes';
import {
  type AuthLimitDependencies,
  limitFailedSignIns,
  limitPasswordResetMail,
  limitWrongCurrentPasswords,
} from './auth-rate-limits';
import { inApiErrorShape } from './better-auth-errors';
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

/** `/api/auth/*` (Better Auth) and the staff-account endpoints under `/api/desk` (me, team, setup). */
export function authRoutes(deps: AuthLimitDependencies & StaffRoutesDependencies) {
  return (
    new Hono()
      .route('/', staffRoutes(deps))
      // Better Auth also takes form-encoded bodies; the limits and the password check read JSON, so a form
      // would slip past them. The desk sends JSON only.
      .post('/auth/*', requireJsonBody)
      .post('/auth/sign-in/*', limitFailedSignIns(deps))
      .post('/auth/request-password-reset', limitPasswordResetMail(deps))
      // Better Auth checks the length; the list of common passwords is ours.
      .post('/auth/reset-password', refuseCommonNewPassword, auditPasswordReset(deps))
      .post('/auth/sign-out', auditSignOut(deps))
      .post('/auth/change-password', limitWrongCurrentPasswords(deps), refuseCommonNewPassword)
      .on(['GET', 'POST'], '/auth/*', async (c) => inApiErrorShape(c, await deps.auth.handler(c.req.raw)))
  );
}
