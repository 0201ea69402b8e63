import type { Locale } from '@sitedesk/shared/locales';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/** Parses a JSON body with a shared schema; a body that is not JSON or does not fit is a 422 by field. */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  locale: Locale,
): Promise<z.infer<T>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) throw new AppError('bad_request', { locale });
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [
      String(issue.path[0] ?? 'body'),
      { code: issue.code, message: issue.message },
    ]),
  );
  throw new AppError('validation_failed', { fields, locale });
}
