import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * One log line per request. Only the path is logged, never the query string, addresses or headers: they
 * may carry personal data.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
