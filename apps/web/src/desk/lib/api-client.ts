import type { ApiErrorBody } from '@sitedesk/shared/api-errors';

/** A failed desk request: the API's error code, or `network` when the server could not be reached. */
export class DeskApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, { code: string; message: string }> = {},
    /** Machine-readable specifics, e.g. who saved a conflicting edit (`ApiErrorBody.error.details`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DeskApiError';
  }
}

/**
 * Dispatched on `window` when the server answers 403 `two_factor_required`: a second factor became required
 * of the member while the desk was open, and the desk must lead them to enrolment (decision 184).
 */
export const twoFactorRequiredEvent = 'sitedesk:two-factor-required';

let requestLocale = 'en';

/** The desk's language, sent as `Accept-Language` so the API's error messages match the screen. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/**
 * Sends a same-origin request (the session cookie goes along) and returns the parsed JSON body, or
 * `undefined` for an empty one. Throws `DeskApiError` for every non-2xx answer.
 */
export async function requestJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', requestLocale);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers,
      credentials: 'same-origin',
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new DeskApiError(0, 'network', 'network');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    // Better Auth answers with `{ code, message }`, the desk API with `{ error: { code, message } }`.
    if (isErrorBody(body)) {
      const { code, message, fields, details } = body.error;
      if (code === 'two_factor_required') window.dispatchEvent(new Event(twoFactorRequiredEvent));
      throw new DeskApiError(response.status, code, message, fields, details);
    }
    const loose = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new DeskApiError(
      response.status,
      typeof loose.code === 'string' ? loose.code : String(response.status),
      typeof loose.message === 'string' ? loose.message : response.statusText,
    );
  }
  return body as T;
}

/** A query string from defined, non-empty values only. */
export function toQueryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
