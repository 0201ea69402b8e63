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
const apiDocsPolicyChanges = { styleSrc: ["'self'", "'unsafe-inline'"] };

/**
 * `isHttpsSite`: PUBLIC_URL is https, so a TLS-terminating proxy stands in front even when the request
 * reached us over plain http. Otherwise HSTS goes only on responses to https requests: over plain http the
 * header is meaningless to browsers and, on a site that has no TLS yet, a promise we cannot keep.
 */
export function securityHeaders(options: {
  isHttpsSite: boolean;
  mediaOrigin?: string;
  /** `'sha256-…'` of each inline `<style>` the pages carry (the site's stylesheet, decision 146). */
  styleHashes?: readonly string[];
}): MiddlewareHandler {
  // MEDIA_PUBLIC_BASE_URL: the site's images come from that origin (decision 110); nothing else does.
  const imgSrc = options.mediaOrigin
    ? [...contentSecurityPolicy.imgSrc, options.mediaOrigin]
    : contentSecurityPolicy.imgSrc;
  const styleSrc = [...contentSecurityPolicy.styleSrc, ...(options.styleHashes ?? [])];
  const strictPolicy = { ...contentSecurityPolicy, imgSrc, styleSrc };
  const apiDocsContentSecurityPolicy = { ...strictPolicy, ...apiDocsPolicyChanges };
  const variants = {
    strict: {
      https: headersWith(strictPolicy, true),
      http: headersWith(strictPolicy, false),
    },
    apiDocs: {
      https: headersWith(apiDocsContentSecurityPolicy, true),
      http: headersWith(apiDocsContentSecurityPolicy, false),
    },
  };
  return (c, next) => {
    const policy = c.req.path.startsWith('/api/docs') ? variants.apiDocs : variants.strict;
    const isHttps = options.isHttpsSite || new URL(c.req.url).protocol === 'https:';
    return (isHttps ? policy.https : policy.http)(c, next);
  };
}

function headersWith(policy: typeof contentSecurityPolicy, hasHsts: boolean) {
  return secureHeaders({
    contentSecurityPolicy: policy,
    strictTransportSecurity: hasHsts ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
