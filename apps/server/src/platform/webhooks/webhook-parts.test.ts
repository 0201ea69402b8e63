import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './post-webhook';
import { webhookRetryDelaySeconds } from './retry-schedule';
import { createSecretBox, newSigningSecret } from './secret-box';
import { isPublicAddress } from './target-address';

describe('which addresses a webhook may reach', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'ff02::1',
    '192.0.2.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('the retry schedule', () => {
  it('follows Standard Webhooks: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h, then gives up', () => {
    const delays = Array.from({ length: 10 }, (_, index) => webhookRetryDelaySeconds(index + 1, undefined));
    expect(delays).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400, undefined]);
  });

  it('waits longer when Retry-After asks, at most a day, never shorter than the schedule', () => {
    expect(webhookRetryDelaySeconds(1, 120)).toBe(120);
    expect(webhookRetryDelaySeconds(1, 10 * 86_400)).toBe(86_400);
    expect(webhookRetryDelaySeconds(2, 1)).toBe(300);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('sealed signing secrets', () => {
  it('opens what it sealed, and nothing sealed under another SECRET_KEY or altered', () => {
    const box = createSecretBox('one secret key of at least thirty-two characters');
    const secret = newSigningSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(createSecretBox('another secret key of thirty-two characters').open(sealed)).toBeUndefined();
    const [prefix, iv, tag, ciphertext = ''] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const altered = [prefix, iv, tag, flipped.toString('base64url')].join('.');
    expect(box.open(altered)).toBeUndefined();
  });
});
