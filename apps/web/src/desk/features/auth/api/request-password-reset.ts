import { requestJson } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset (Better Auth 1.7; older versions call it forget-password). The
 * e-mailed link passes through Better Auth and lands on `redirectTo?token=…`.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return requestJson('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: `${window.location.origin}/desk/reset-password` },
  });
}
