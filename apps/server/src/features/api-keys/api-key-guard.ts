import type { Database } from '@sitedesk/db/client';
import type { ApiKeyScope } from '@sitedesk/shared/api-keys-api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { AppError } from '../../http/app-error';
import type { AuditLog, AuditRecord } from '../../platform/audit/audit-log';
import type { ApiKeyCaller, ApiKeyEnv } from '../../platform/auth/api-key';
import { type Clock, systemClock } from '../../platform/clock/clock';
import { countRateLimit } from '../../platform/rate-limit/rate-limit';
import type { ApiKeyService } from './service';

export type ApiKeyGuardOptions = {
  db: Database;
  keys: ApiKeyService;
  audit?: AuditLog | undefined;
  /** API_KEY_RATE_LIMIT_PER_MINUTE: requests per key per minute, counted by every instance together; 0 = off. */
  limitPerMinute: number;
  /** What time it is for the limit's windows; the system clock when left out. */
  now?: Clock | undefined;
};

/** `Authorization: Bearer <key>`, and nothing else: `/api/v1` never reads a cookie, so it has no CSRF surface. */
const bearer = /^Bearer +(\S+) *$/i;

/**
 * The guard of `/api/v1/*` (decision 231): a valid key (else 401), within its per-minute limit (else 429
 * with `Retry-After`, counted in the shared `rate_limit_counters`), then the route. Every request of a
 * known key lands in the audit log as `api_key.used` with method, route pattern and status (never a
 * value the request carried); its refusals (401, 429) once a minute per key.
 */
export function apiKeyGuard(options: ApiKeyGuardOptions): MiddlewareHandler<ApiKeyEnv> {
  const { keys, audit } = options;
  // The member the key acts for is the actor; a refused key acts for no one, so the service is.
  const audited = async (
    keyId: string,
    actor: AuditRecord['actor'],
    request: { method: string; route: string; status: number },
  ) => {
    const { method, route, status } = request;
    await audit?.record({
      actor,
      action: 'api_key.used',
      target: { type: 'api_key', id: keyId },
      detail: { method, route, status },
    });
  };
  const now = options.now ?? systemClock;
  /**
   * A refusal (401 of a known key, 429) is audited once a minute per key and kind: a leaked key hammered
   * after revocation, or past its limit, must not write a row per request into the audit log.
   */
  const isFirstRefusalThisMinute = async (kind: 'refused' | 'limited', keyId: string) => {
    const counted = await countRateLimit(options.db, {
      name: `api-key-${kind}`,
      key: keyId,
      limit: 1,
      windowSeconds: 60,
      now: now(),
    });
    return !counted?.isOverLimit;
  };
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const presented = bearer.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented) throw unauthorized(c);
    const result = await keys.authenticate(presented);
    if ('refusal' in result) {
      if (result.keyId && (await isFirstRefusalThisMinute('refused', result.keyId))) {
        await audited(
          result.keyId,
          { type: 'system' },
          { method: c.req.method, route: routePath(c), status: 401 },
        );
      }
      throw unauthorized(c);
    }
    const { caller } = result;
    const counted = await countRateLimit(options.db, {
      name: 'api-key',
      key: caller.keyId,
      limit: options.limitPerMinute,
      windowSeconds: 60,
      now: now(),
    });
    if (counted?.isOverLimit) {
      if (await isFirstRefusalThisMinute('limited', caller.keyId)) {
        await audited(caller.keyId, actorOf(caller), {
          method: c.req.method,
          route: routePath(c),
          status: 429,
        });
      }
      throw new AppError('rate_limited', { retryAfterSeconds: counted.retryAfterSeconds });
    }
    c.set('apiKey', caller);
    await next();
    // After `next()` the route index points at the handler that answered (its pattern, not the path).
    await audited(caller.keyId, actorOf(caller), {
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
    });
  };
}

/** A key without `scope` → 403 (audited by the guard with the status it answered). */
export function requireScope(scope: ApiKeyScope): MiddlewareHandler<ApiKeyEnv> {
  return async (c, next) => {
    if (!c.var.apiKey.scopes.includes(scope)) throw new AppError('forbidden');
    await next();
  };
}

function actorOf(caller: ApiKeyCaller): AuditRecord['actor'] {
  return { type: 'user', id: caller.staff.userId };
}

function unauthorized(c: { header: (name: string, value: string) => void }): AppError {
  c.header('WWW-Authenticate', 'Bearer realm="sitedesk-api"');
  return new AppError('unauthorized');
}
