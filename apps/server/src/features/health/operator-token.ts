import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a request carries the operator's bearer token (METRICS_TOKEN, decision 113): /metrics requires it,
 * /api/health shows its details only with it (decision 194). Without a configured token nothing matches.
 */
export function createOperatorTokenCheck(
  token: string | undefined,
): (authorization: string | undefined) => boolean {
  const expected = token ? digest(token) : undefined;
  return (authorization) => {
    if (!expected) return false;
    const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
    // Digests have one length, so the comparison takes the same time however much of the token is right.
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
