import { describe, expect, it } from 'vitest';
import { clientKeyOf, createSmtpSessionGuard } from './smtp-session-guard';

describe('clientKeyOf', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 address', () => {
    // Regression (probe): per-address counting alone lets one IPv6 host open a connection per address of its /64.
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe'));
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKeyOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKeyOf('192.0.2.2')).not.toBe(clientKeyOf('192.0.2.1'));
  });
});

describe('the SMTP session guard', () => {
  it('admits at most maxPerClient sessions per /64 and frees a place when one closes', () => {
    const guard = createSmtpSessionGuard({ maxPerClient: 2, idleMs: 60_000, lifetimeMs: 600_000 }, () => {});
    expect(guard.admit('a', '2001:db8:1:2::1')).toBe(true);
    expect(guard.admit('b', '2001:db8:1:2::99')).toBe(true);
    expect(guard.admit('c', '2001:db8:1:2:abcd::5')).toBe(false);
    expect(guard.admit('d', '2001:db8:9:9::1')).toBe(true);
    guard.release('a');
    expect(guard.admit('e', '2001:db8:1:2::7')).toBe(true);
    expect(guard.sessionsOf('2001:db8:1:2::1')).toBe(2);
    for (const id of ['b', 'd', 'e']) guard.release(id);
    expect(guard.sessionsOf('2001:db8:1:2::1')).toBe(0);
  });
});
