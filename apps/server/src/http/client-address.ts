import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or — only when that peer is a proxy the operator trusts
 * (TRUST_PROXY) — the last address in `X-Forwarded-For` that is not itself a trusted proxy. A header
 * from anyone else is ignored, so it cannot be used to dodge rate limits.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  if (!peer || !trustedProxies.includes(peer)) return peer ?? 'unknown';
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (let index = forwarded.length - 1; index >= 0; index--) {
    const address = forwarded[index];
    if (address && !trustedProxies.includes(address)) return address;
  }
  return peer;
}

function peerAddress(c: Context): string | undefined {
  try {
    return normalise(getConnInfo(c).remote.address);
  } catch {
    return undefined; // In-process requests (tests) have no socket.
  }
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
function normalise(address: string | undefined): string | undefined {
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** What we store instead of an address: a keyed hash that cannot be reversed without the secret. */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address\n${address}`).digest('base64url').slice(0, 32);
}
