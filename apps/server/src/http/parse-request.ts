import type { Locale } from '@sitedesk/shared/locales';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses a query string or body with a shared schema; a bad one is the API's 422 with the fields named.
 * `locale`: the language of the messages when the request names one (else Accept-Language decides).
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown, locale?: Locale): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  // The first problem of each field; its message follows from the code, in the caller's language.
  const fields: Record<string, { code: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'request';
    fields[field] ??= { code: issue.code === 'custom' ? issue.message : issue.code };
  }
  throw new AppError('validation_failed', { fields, ...(locale ? { locale } : {}) });
}

/**
 * A JSON body: 415 when it is not declared as JSON (a cross-site form can send `text/plain` without asking
 * the browser's permission; JSON it cannot), 400 when it is not JSON at all.
 */
export async function readJson(request: Request, locale?: Locale): Promise<unknown> {
  const details = locale ? { locale } : {};
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new AppError('unsupported_media_type', details);
  }
  try {
    return await request.json();
  } catch {
    throw new AppError('bad_request', details);
  }
}

/**
 * A JSON body as `readJson` reads it, with the text it came as: for a request whose exact bytes matter
 * (an idempotent retry is compared with the first by them, decision 235).
 */
export async function readJsonWithText(request: Request): Promise<{ body: unknown; text: string }> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new AppError('unsupported_media_type');
  }
  try {
    const text = await request.text();
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    throw new AppError('bad_request');
  }
}

/** A form body (multipart or URL-encoded) as Hono parses it, with repeated fields as lists. */
export type FormBody = Record<string, string | File | (string | File)[]>;

/** Reads a form body; one that cannot be parsed is 400. */
export async function readFormBody(c: Context): Promise<FormBody> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('bad_request');
  }
}

/** `application/json`, or a `+json` type such as `application/merge-patch+json`, with any parameters. */
function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}
