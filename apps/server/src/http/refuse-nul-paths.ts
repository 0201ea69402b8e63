import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/**
 * No address of ours holds U+0000, and a path segment with one (`%00`) would reach the database as an id
 * that PostgreSQL refuses with an error: answered 404 here, once, for every route.
 */
export function refuseNulPaths(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(new URL(c.req.url).pathname) || c.req.path.includes('\u0000')) {
      throw new AppError('not_found');
    }
    await next();
  };
}
