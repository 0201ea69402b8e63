import { describe, expect, it } from 'vitest';
import { clientNetworkKey, hashClientAddress, ipv6Groups } from './client-address';

const secret = 'a test secret of enough length';

// Regression: rate limits keyed on the full IPv6 address, so one customer's /64 gave them 2^64 fresh
// counters for sign-in guesses and inquiries.
describe('the key a rate limit counts a client by', () => {
  it('counts two addresses in one /64 together', () => {
    expect(hashClientAddress('2001:db8:aa:1::1', secret)).toBe(
      hashClientAddress('2001:db8:aa:1:ffff:ffff:ffff:fffe', secret),
    );
    expect(clientNetworkKey('2001:0DB8:00AA:0001:1234:5678:9abc:def0')).toBe('2001:db8:aa:1::/64');
  });

  it('counts neighbouring /64s apart', () => {
    expect(hashClientAddress('2001:db8:aa:1::1', secret)).not.toBe(
      hashClientAddress('2001:db8:aa:2::1', secret),
    );
    expect(hashClientAddress('2001:db8:aa:1::1', secret)).not.toBe(
      hashClientAddress('2001:db8:ab:1::1', secret),
    );
  });

  it('keeps an IPv4 address whole, also written as an IPv4-mapped IPv6 address', () => {
    expect(clientNetworkKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetworkKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetworkKey('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientNetworkKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(hashClientAddress('192.0.2.7', secret)).not.toBe(hashClientAddress('192.0.2.8', secret));
  });

  it('leaves what is not an address as it is', () => {
    expect(clientNetworkKey('unknown')).toBe('unknown');
    expect(clientNetworkKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientNetworkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('expanding an IPv6 address', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8::8:800:200c:417a', [0x2001, 0xdb8, 0, 0, 0x8, 0x800, 0x200c, 0x417a]],
    ['2001:db8:1:2:3:4:5::', [0x2001, 0xdb8, 1, 2, 3, 4, 5, 0]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['64:ff9b::192.0.2.33', [0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]],
  ])('%s', (address, groups) => {
    expect(ipv6Groups(address)).toEqual(groups);
  });
});
