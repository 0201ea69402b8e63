import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An address a webhook may be sent to, as resolved just before the attempt, and the family to dial it. */
export type CheckedTarget = { address: string; family: 4 | 6 };

export type TargetRefusal = { refused: 'private_address' | 'unresolvable' };

/**
 * Resolves `hostname` and says which address to connect to — or why not (SSRF, decision 224). Every
 * address the name resolves to must be an ordinary public one (ipaddr.js's `unicast`): loopback, RFC 1918,
 * unique-local, link-local (with the cloud metadata addresses 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, unspecified, multicast, broadcast, reserved and documentation ranges are refused, as
 * are IPv4 addresses wrapped in IPv6 that are any of those. All of them, not the first: a name that
 * answers with one public and one private address could otherwise be dialled at the private one.
 * Called before every attempt (DNS can change between attempts); the caller connects to the address
 * returned, so no second lookup can answer differently.
 */
export async function checkTarget(
  hostname: string,
  options: { allowPrivateTargets: boolean },
): Promise<CheckedTarget | TargetRefusal> {
  // `new URL('http://[::1]/').hostname` keeps the brackets.
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { refused: 'unresolvable' };
    }
  }
  const [first] = addresses;
  if (!first) return { refused: 'unresolvable' };
  if (!options.allowPrivateTargets && !addresses.every(({ address }) => isPublicAddress(address))) {
    return { refused: 'private_address' };
  }
  // IPv4 first where the name has both: many servers have no IPv6 route, and a receiver on `localhost`
  // often listens on 127.0.0.1 only.
  const chosen = addresses.find(({ family }) => family === 4) ?? first;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** Whether `address` is an ordinary public unicast address (see `checkTarget`). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` unwraps an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`), so it is judged as IPv4.
  return ipaddr.process(address).range() === 'unicast';
}
