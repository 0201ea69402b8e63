import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * What we store instead of an address, and what rate limits count by: a keyed hash, which cannot be
 * reversed without the secret, of the client's network (`clientNetworkKey`): one IPv6 customer holds a
 * whole /64, so counting by full address would give them 2^64 fresh counters.
 */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client-address\n${clientNetworkKey(address)}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The network a rate limit counts a client by: an IPv4 address itself (an IPv4-mapped IPv6 address is its
 * IPv4 address), the /64 of an IPv6 address (`2001:db8:0:1::/64`). Anything else (no socket, a proxy's
 * odd header) stays as it is.
 */
export function clientNetworkKey(address: string): string {
  const unzoned = address.split('%', 1)[0] ?? address; // fe80::1%eth0: the zone is the server's, not the client's
  if (isIPv4(unzoned)) return unzoned;
  if (!isIPv6(unzoned)) return address;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The eight 16-bit groups of an address `isIPv6` accepted: at most one `::`, and possibly a dotted IPv4
 * tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`).
 */
export function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
