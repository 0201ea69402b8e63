import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { runWithRequestId } from '../platform/audit/request-context';

/**
 * Gives every request an id of the service's own (a client's `X-Request-Id` is not taken: an audit entry's
 * request id must not be the client's to choose), answers with it, and makes it the request's context.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    await runWithRequestId(id, next);
    c.header('X-Request-Id', id);
  };
}
