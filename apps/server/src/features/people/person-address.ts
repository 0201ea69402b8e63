import { createHmac } from 'node:crypto';

/**
 * One person, one address: `Jana@X.example ` and `jana@x.example` are the same visitor, as the inbox's
 * "other inquiries of this person" already treats them (decision 179).
 */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The keyed hash an erasure is remembered by (decision 185): HMAC-SHA256 under the service's secret key, so
 * the table names nobody, and nobody without the key can test a guessed address against it (a plain hash
 * of an address is reversed by hashing a list of addresses).
 */
export function addressHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`person-erasure:${normalizeAddress(email)}`)
    .digest('base64url');
}

/** `Veltrum <no-reply@veltrum.example>` → `no-reply@veltrum.example`; a bare address stays as it is. */
export function bareAddressOf(mailbox: string): string {
  return /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}
