import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { currentRequestId } from '../platform/audit/request-context';
import { loggedPath } from './logged-path';

/**
 * One log line per request. Only the path is logged (without a visitor page's token), never the query
 * string, addresses or headers: they may carry personal data. `level`: `info` on a deployment (PUBLIC_URL
 * set), `debug` on a local run, where the lines would bury the ready line and the set-up link at the
 * default LOG_LEVEL (info); LOG_LEVEL=debug shows them there.
 */
export function requestLog(logger: Logger, level: 'info' | 'debug' = 'info'): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger[level](
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        // The audit log's entries carry it too: an entry leads to its request's log line.
        requestId: currentRequestId(),
      },
      'request',
    );
  };
}
