import type { Locale } from '@sitedesk/shared/locales';
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseWith, readJson } from '../../http/parse-request';

/** Parses a JSON body with a shared schema, its errors in `locale` (the staff member's language). */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  locale: Locale,
): Promise<z.infer<T>> {
  return parseWith(schema, await readJson(c.req.raw, locale), locale);
}
