import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How a webhook request proved that it knows the secret, or why it did not. */
export type WebhookCredentials =
  | { kind: 'none' }
  /** `Authorization: Bearer <secret>`, or HTTP Basic with the secret as password (URL credentials). */
  | { kind: 'secret'; value: string }
  /** `X-Sitedesk-Signature: sha256=<hex>`: an HMAC-SHA256 of the body, checked while the body streams in. */
  | { kind: 'signature'; hex: string };

export function credentialsOf(headers: Headers): WebhookCredentials {
  const authorization = headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer?.[1]) return { kind: 'secret', value: bearer[1] };
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    return { kind: 'secret', value: decoded.slice(decoded.indexOf(':') + 1) };
  }
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(headers.get('x-sitedesk-signature')?.trim() ?? '');
  if (signature?.[1]) return { kind: 'signature', hex: signature[1].toLowerCase() };
  return { kind: 'none' };
}

/** Compared as SHA-256 digests: equal lengths for `timingSafeEqual`, and no early exit on a length. */
export function isSameSecret(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** An HMAC-SHA256 of a body that arrives in pieces, compared in constant time once all of it passed. */
export function signatureVerifier(secret: string) {
  const hmac = createHmac('sha256', secret);
  return {
    update(chunk: Uint8Array) {
      hmac.update(chunk);
    },
    matches(hex: string): boolean {
      const expected = hmac.digest();
      const given = Buffer.from(hex, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The signature a sender puts in `X-Sitedesk-Signature` (the docs and tests use it). */
export function signatureFor(body: Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
