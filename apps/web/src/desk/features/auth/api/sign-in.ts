import { requestJson } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-in/email (Better Auth) — sets the session cookie, or, when the member has a second
 * factor and this browser is not trusted, answers `twoFactorRedirect` and sets only a short-lived cookie for
 * the second step.
 */
export async function signIn(credentials: {
  email: string;
  password: string;
}): Promise<{ needsSecondFactor: boolean }> {
  const body = await requestJson<{ twoFactorRedirect?: boolean } | undefined>('/api/auth/sign-in/email', {
    method: 'POST',
    json: credentials,
  });
  return { needsSecondFactor: body?.twoFactorRedirect === true };
}
