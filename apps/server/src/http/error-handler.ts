import type { ApiErrorBody, ApiErrorCode } from '@sitedesk/shared/api-errors';
import { apiErrorMessages, genericFieldMessages } from '@sitedesk/shared/messages/api-error-texts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { BlobStorageOutageError } from '../platform/storage/blob-storage';
import { AppError } from './app-error';
import { loggedPath } from './logged-path';
import { negotiateLocale } from './request-locale';

/** Builds an error response in the API's one shape, its message in the caller's language. */
export function errorResponse(c: Context, error: AppError): Response {
  const locale = error.details.locale ?? negotiateLocale(c.req.header('accept-language'));
  const body: ApiErrorBody = { error: { code: error.code, message: apiErrorMessages[locale][error.code] } };
  if (error.details.fields) {
    const messages = genericFieldMessages[locale];
    body.error.fields = Object.fromEntries(
      Object.entries(error.details.fields).map(([field, { code, message }]) => [
        field,
        { code, message: message ?? messages[code] ?? messages.invalid ?? code },
      ]),
    );
  }
  if (error.details.specifics) body.error.details = error.details.specifics;
  if (error.details.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.details.retryAfterSeconds));
  }
  c.header('Cache-Control', 'no-store');
  return c.json(body, error.status);
}

/** The API's code for an HTTP status that a library (Hono, Better Auth) answered with. */
const codeByHttpStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'database_unavailable',
};

export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  return codeByHttpStatus[status] ?? 'bad_request';
}

/**
 * Hono's `onError`: known errors keep their status; anything else is logged with its stack and answered
 * with a generic 500 that reveals nothing about the server.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof BlobStorageOutageError) {
      // An outage, not a bug: the operator learns which store failed (the cause's type and code), the
      // caller that it may try again.
      logger.warn(
        { err: error, method: c.req.method, path: loggedPath(c.req.path) },
        'file storage unavailable',
      );
      return errorResponse(c, new AppError('storage_unavailable', { retryAfterSeconds: 30 }));
    }
    if (error instanceof HTTPException) {
      const status: ContentfulStatusCode = error.status;
      return errorResponse(c, new AppError(apiErrorCodeForStatus(status)));
    }
    logger.error({ err: error, method: c.req.method, path: loggedPath(c.req.path) }, 'unhandled error');
    return errorResponse(c, new AppError('internal_error'));
  };
}
