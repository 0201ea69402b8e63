/**
 * The API's error codes: stable strings that clients and the web app may rely on and translate. Every error
 * response has the shape `{ "error": { "code", "message", "fields"? } }`.
 */
export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'two_factor_required',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'invalid_transition',
  'edit_conflict',
  'media_in_use',
  'entry_not_found',
  'entry_not_published',
  'invalid_redirect_target',
  'inquiry_is_spam',
  'merge_refused',
  'delivery_not_failed',
  'delivery_desk_only',
  'quote_closed',
  'pdf_unavailable',
  'rate_limited',
  'database_unavailable',
  'storage_unavailable',
  'internal_error',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, { code: string; message: string }>;
    /** Machine-readable specifics, e.g. who saved a conflicting edit or where a file is used. */
    details?: Record<string, unknown>;
  };
};
