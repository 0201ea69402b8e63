import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key's text: `sdk_<prefix>_<secret>`. The prefix (12 base32 characters, 60 random bits) is stored and
 * shown so a key can be told apart and found; the secret (32 random bytes, base64url) is kept only as its
 * SHA-256. A slow hash is not needed: nobody can guess 256 random bits, whatever the hash.
 */
const keyPattern = /^sdk_([a-z2-7]{12})_([A-Za-z0-9_-]{43})$/;
const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

export type NewKey = { prefix: string; secret: string; key: string; secretHash: string };

export function generateApiKey(): NewKey {
  const prefix = Array.from(randomBytes(12), (byte) => base32[byte % 32]).join('');
  const secret = randomBytes(32).toString('base64url');
  return { prefix, secret, key: `sdk_${prefix}_${secret}`, secretHash: hashSecret(secret) };
}

/** The parts of a presented key; `undefined` when it does not look like one of ours at all. */
export function parseApiKey(text: string): { prefix: string; secret: string } | undefined {
  const match = keyPattern.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return { prefix: match[1], secret: match[2] };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Compares the hashes in constant time: how long it takes tells nothing about how much matched. */
export function isSecretOf(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
