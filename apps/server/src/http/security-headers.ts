import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers that make the browser refuse what we never do on purpose: run inline or foreign scripts, load
 * anything from another host, be framed, or guess content types.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Swagger UI at `/api/docs` writes inline styles; only there may it. Scripts stay same-origin everywhere. */
const apiDocsContentSecurityPolicy = { ...contentSecurityPolicy, styleSrc: ["'self'", "'unsafe-inline'"] };

export function securityHeaders(): MiddlewareHandler {
  const strict = headersWith(contentSecurityPolicy);
  const forApiDocs = headersWith(apiDocsContentSecurityPolicy);
  return (c, next) => (c.req.path.startsWith('/api/docs') ? forApiDocs(c, next) : strict(c, next));
}

function headersWith(policy: typeof contentSecurityPolicy) {
  return secureHeaders({
    contentSecurityPolicy: policy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
