import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@sitedesk/shared/locales';

/**
 * How long the link in a confirmation mail lets its visitor ask for erasure: a year. The inquiry's own
 * retention usually ends it sooner (the link then finds nothing to erase).
 */
export const erasureLinkLifetimeSeconds = 365 * 86_400;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `<inquiry id>.<expiry, Unix seconds>.<HMAC-SHA256 of both under the service's key>` (decision 185): no
 * table to keep, nothing personal in the URL (an access log that records it names no one), and changing
 * any character breaks the signature. The purpose is part of what is signed, so no other signature of
 * ours (download URLs, proof-of-work challenges) passes for one.
 */
export function signErasureToken(secret: string, inquiryId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + erasureLinkLifetimeSeconds;
  return `${inquiryId}.${expires}.${signature(secret, inquiryId, expires)}`;
}

export type ErasureTokenCheck =
  | { kind: 'valid'; inquiryId: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

export function verifyErasureToken(secret: string, token: string, now: Date): ErasureTokenCheck {
  const [inquiryId, expiresText, given, ...rest] = token.split('.');
  if (!inquiryId || !expiresText || !given || rest.length > 0) return { kind: 'invalid' };
  if (!uuidPattern.test(inquiryId) || !/^\d{1,12}$/.test(expiresText)) return { kind: 'invalid' };
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, inquiryId, expires));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { kind: 'invalid' };
  // Checked after the signature: an attacker learns nothing from changing the date.
  if (expires * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', inquiryId };
}

/** `PUBLIC_URL/{locale}/erasure/{token}`: the visitor's page to ask for erasure. */
export function erasureRequestUrl(publicOrigin: string, locale: Locale, token: string): string {
  return `${publicOrigin}/${locale}/erasure/${token}`;
}

function signature(secret: string, inquiryId: string, expires: number): string {
  return createHmac('sha256', secret).update(`erasure-link:v1:${inquiryId}:${expires}`).digest('base64url');
}
