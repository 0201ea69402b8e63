import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

// Regression: the sign-in limit counted successful sign-ins, per client only, so ten wrong passwords
// behind a shared office proxy locked every staff member out.
let desk: TestSitedesk | undefined;
let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
  await desk?.dispose();
  desk = undefined;
});

/** Failures allowed: 3 per account, 6 per client (`app.request` is always the same client). */
async function start(): Promise<TestSitedesk> {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '3', SIGN_IN_CLIENT_RATE_LIMIT: '6' });
  return desk;
}

const password = 'the right passphrase';

async function member(sitedesk: TestSitedesk, name: string): Promise<string> {
  const email = `${name}@staff.example`;
  await sitedesk.auth.accounts.createMember({ email, name, role: 'sales', password });
  return email;
}

const signIn = (sitedesk: TestSitedesk, email: string, tried = password) =>
  sitedesk.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: tried }),
  });

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
}

describe('sign-in limit', () => {
  it('never counts a successful sign-in', async () => {
    const sitedesk = await start();
    const anna = await member(sitedesk, 'anna');
    for (let index = 0; index < 10; index++) expect((await signIn(sitedesk, anna)).status).toBe(200);
  });

  it('locks an account after its failures, even for the right password, but not its colleagues', async () => {
    const sitedesk = await start();
    const anna = await member(sitedesk, 'anna');
    const ben = await member(sitedesk, 'ben');
    for (let index = 0; index < 3; index++) {
      expect((await signIn(sitedesk, anna, 'a wrong guess')).status).toBe(401);
    }
    await expectRateLimited(await signIn(sitedesk, anna));
    // The same address written differently is the same account.
    await expectRateLimited(await signIn(sitedesk, 'Anna@Staff.example'));
    expect((await signIn(sitedesk, ben)).status).toBe(200);
  });

  it('refuses a client every sign-in once it failed too often across accounts', async () => {
    const sitedesk = await start();
    const anna = await member(sitedesk, 'anna');
    const ben = await member(sitedesk, 'ben');
    const carla = await member(sitedesk, 'carla');
    for (const email of [anna, ben, 'nobody@staff.example']) {
      for (let index = 0; index < 2; index++) {
        expect((await signIn(sitedesk, email, 'a wrong guess')).status).toBe(401);
      }
    }
    // No account reached its 3 failures, but the client made 6.
    await expectRateLimited(await signIn(sitedesk, carla));
  });

  // Regression (review): Better Auth also reads form-encoded bodies, which the per-account count (and the
  // common-password check) did not read, so guesses sent as a form were counted per client only.
  it('takes no form-encoded sign-in, so no guess goes uncounted', async () => {
    const sitedesk = await start();
    const anna = await member(sitedesk, 'anna');
    for (let index = 0; index < 5; index++) {
      const response = await sitedesk.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: anna, password: 'a wrong guess' }).toString(),
      });
      expect(response.status).toBe(415);
    }
    expect((await signIn(sitedesk, anna)).status).toBe(200);
  });

  // Regression (probe finding 10): the client counter keyed on the full IPv6 address, so one customer's
  // /64 had 2^64 fresh counters.
  it('counts a client’s whole IPv6 /64 together, behind a trusted proxy', async () => {
    desk = await startTestSitedesk({
      SIGN_IN_RATE_LIMIT: '100',
      SIGN_IN_CLIENT_RATE_LIMIT: '2',
      TRUST_PROXY: '127.0.0.1',
    });
    const server = createAdaptorServer({ fetch: desk.app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeServer = () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
    const { port } = server.address() as AddressInfo;
    const anna = await member(desk, 'anna');
    const signInFrom = (client: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testOrigin, 'x-forwarded-for': client },
        body: JSON.stringify({ email: anna, password: 'a wrong guess' }),
      });
    expect((await signInFrom('2001:db8:77:1::a')).status).toBe(401);
    expect((await signInFrom('2001:db8:77:1:ffff:ffff:ffff:fffe')).status).toBe(401);
    await expectRateLimited(await signInFrom('2001:db8:77:1::c'));
    expect((await signInFrom('2001:db8:77:2::a')).status).toBe(401);
  });
});
