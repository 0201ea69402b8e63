import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/reset-password (Better Auth) — with the token from the e-mailed link. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return requestJson('/api/auth/reset-password', { method: 'POST', json: input });
}
