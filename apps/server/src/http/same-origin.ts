import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/** The origins whose pages may change state through the API, given the request (see `trustedOriginsOf`). */
export type TrustedOrigins = string[] | ((request?: Request) => string[]);

/**
 * In production PUBLIC_URL is the one trusted origin. Out of the box both spellings of the local address
 * work, on the port the request actually reached (PORT may be 0, "any free port"): an origin is trusted
 * only when it is this same local server, so the check still stops other sites. Better Auth uses the same
 * list for its own endpoints.
 */
export function trustedOriginsOf(config: {
  hasPublicUrl: boolean;
  publicOrigin: string;
  port: number;
}): TrustedOrigins {
  if (config.hasPublicUrl) return [config.publicOrigin];
  return (request) => {
    const host = request?.headers.get('host') ?? '';
    const port = /^(?:localhost|127\.0\.0\.1|\[::1\]):(\d+)$/.exec(host)?.[1] ?? String(config.port);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that did not come from one of our own pages (403 in the API's error
 * shape): its `Origin` must be trusted, or, where a browser sends no `Origin`, `Sec-Fetch-Site` must say
 * `same-origin`. A request with neither is refused too: the desk API is for the desk, and a script or tool
 * that calls it can send the header. The session cookie's `SameSite=Lax` alone would let a same-site
 * sibling (another subdomain) or an old browser through.
 */
export function requireSameOrigin(trusted: TrustedOrigins): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && !isSameOrigin(c.req.raw, trusted)) {
      throw new AppError('forbidden');
    }
    await next();
  };
}

function isSameOrigin(request: Request, trusted: TrustedOrigins): boolean {
  const origin = request.headers.get('origin');
  // A page under `Referrer-Policy: no-referrer` (the visitor's own page, decision 173) posts its forms with
  // `Origin: null`: then, as without the header, only the browser's `Sec-Fetch-Site` can say where it came from.
  if (origin === null || origin === 'null') return request.headers.get('sec-fetch-site') === 'same-origin';
  const origins = typeof trusted === 'function' ? trusted(request) : trusted;
  return origins.includes(origin);
}
