import type { ApiErrorCode } from '@sitedesk/shared/api-errors';
import type { Context } from 'hono';
import { AppError } from '../../http/app-error';
import { errorResponse } from '../../http/error-handler';

const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

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
  const code = codeByStatus[response.status] ?? 'bad_request';
  return errorResponse(
    c,
    new AppError(code, reason ? { fields: { reason: { code: reason, message: reason } } } : {}),
  );
}
