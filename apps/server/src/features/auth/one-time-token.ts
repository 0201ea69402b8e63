import { createHash, randomBytes } from 'node:crypto';

/** A token for a link (invitation, set-up): 256 random bits; only its hash is stored. */
export function createOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

/** Unsalted is enough: the token is random and long, so no table of guesses can cover it. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
