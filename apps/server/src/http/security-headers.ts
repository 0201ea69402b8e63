import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicy = NonNullable<
  Exclude<Parameters<typeof secureHeaders>[0], undefined>['contentSecurityPolicy']
>;

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
 * The HTML version of a mail in the dev mailbox, alone in a sandboxed frame of the desk (decision 170): a
 * mail's inline styles and embedded pictures may show; scripts, forms, plugins and anything from another
 * host may not, and only the desk may frame it.
 */
const mailFramePolicy = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ['data:'],
  fontSrc: ['data:'],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'self'"],
  sandbox: [],
};
const mailFramePath = /^\/api\/desk\/mailbox\/[0-9a-f-]{36}\/html$/;

/**
 * The visitor's own page carries its secret in the path (decision 173): no link or download from it may
 * name that path to anyone, not even the path's own origin in a `Referer`.
 */
const visitorPagePath = /^\/[a-z]{2}\/requests\//;

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
  const mailFrame = {
    https: headersWith(mailFramePolicy, true, 'SAMEORIGIN'),
    http: headersWith(mailFramePolicy, false, 'SAMEORIGIN'),
  };
  const visitorPage = {
    https: headersWith(strictPolicy, true, 'DENY', 'no-referrer'),
    http: headersWith(strictPolicy, false, 'DENY', 'no-referrer'),
  };
  return (c, next) => {
    const policy = c.req.path.startsWith('/api/docs')
      ? variants.apiDocs
      : mailFramePath.test(c.req.path)
        ? mailFrame
        : visitorPagePath.test(c.req.path)
          ? visitorPage
          : variants.strict;
    const isHttps = options.isHttpsSite || new URL(c.req.url).protocol === 'https:';
    return (isHttps ? policy.https : policy.http)(c, next);
  };
}

function headersWith(
  policy: ContentSecurityPolicy,
  hasHsts: boolean,
  xFrameOptions: 'DENY' | 'SAMEORIGIN' = 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer' = 'strict-origin-when-cross-origin',
) {
  return secureHeaders({
    contentSecurityPolicy: policy,
    strictTransportSecurity: hasHsts ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions,
    referrerPolicy,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
