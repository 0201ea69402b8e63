import type { Context } from 'hono';
import { AppError } from '../../http/app-error';
import { apiErrorCodeForStatus, errorResponse } from '../../http/error-handler';

/**
 * Better Auth answers errors as `{code, message}`; the API has one error shape, so its errors are given
 * ours, with its own code kept as the `reason` field (e.g. INVALID_TOKEN on a password reset).
 */
export async function inApiErrorShape(c: Context, response: Response): Promise<Response> {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response.json().catch(() => undefined);
  const reason =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined;
  const code = apiErrorCodeForStatus(response.status);
  return errorResponse(
    c,
    new AppError(code, reason ? { fields: { reason: { code: reason, message: reason } } } : {}),
  );
}
