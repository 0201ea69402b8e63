import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses a query string or body with a shared schema; a bad one is the API's 422 with the fields named. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [
      issue.path.join('.') || 'request',
      { code: issue.code === 'custom' ? issue.message : issue.code, message: issue.message },
    ]),
  );
  throw new AppError('validation_failed', { fields });
}

/** A JSON body, or 400 when it is not JSON at all. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('bad_request');
  }
}
