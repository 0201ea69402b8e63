import type { ApiErrorCode } from '@sitedesk/shared/api-errors';
import type { Locale } from '@sitedesk/shared/locales';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const statusByCode: Record<ApiErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  two_factor_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  invalid_transition: 422,
  edit_conflict: 409,
  media_in_use: 409,
  entry_not_found: 404,
  entry_not_published: 409,
  invalid_redirect_target: 422,
  inquiry_is_spam: 409,
  merge_refused: 409,
  delivery_not_failed: 409,
  delivery_desk_only: 409,
  quote_closed: 409,
  pdf_unavailable: 503,
  rate_limited: 429,
  database_unavailable: 503,
  storage_unavailable: 503,
  internal_error: 500,
};

/** The one error type services throw; `createErrorHandler` turns it into the API's error shape and status. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly details: {
      /** Without a message, the response says what the code means in the caller's language. */
      fields?: Record<string, { code: string; message?: string }>;
      retryAfterSeconds?: number;
      /** Sent as `error.details`. */
      specifics?: Record<string, unknown>;
      /** The language of the message, when the request named one (else Accept-Language decides). */
      locale?: Locale;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}
