import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/sign-in/email (Better Auth) — sets the session cookie. */
export function signIn(credentials: { email: string; password: string }): Promise<unknown> {
  return requestJson('/api/auth/sign-in/email', { method: 'POST', json: credentials });
}
