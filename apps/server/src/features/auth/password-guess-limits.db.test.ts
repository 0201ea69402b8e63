import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { disabledBetterAuthPaths } from './better-auth-paths';

/**
 * Regression (probe finding 6): Better Auth endpoints the desk never uses (`/verify-password`, …) and wrong
 * current passwords on `/change-password` allowed unlimited password guessing: 30 wrong tries, no 429.
 */
let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

/** Three wrong passwords per account in 15 minutes, as for sign-in. */
async function start(): Promise<TestSitedesk> {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '3', SIGN_IN_CLIENT_RATE_LIMIT: '50' });
  return desk;
}

type Member = { email: string; password: string; cookie: string };

async function member(sitedesk: TestSitedesk): Promise<Member> {
  const unique = randomBytes(6).toString('hex');
  const email = `guess-${unique}@staff.example`;
  const password = `the right passphrase ${unique}`;
  await sitedesk.auth.accounts.createMember({ email, name: `Member ${unique}`, role: 'sales', password });
  const signedIn = await signIn(sitedesk, email, password);
  expect(signedIn.status).toBe(200);
  return { email, password, cookie: cookieHeaderFrom(signedIn) };
}

const post = (sitedesk: TestSitedesk, path: string, body: unknown, cookie?: string) =>
  sitedesk.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const signIn = (sitedesk: TestSitedesk, email: string, password: string) =>
  post(sitedesk, '/api/auth/sign-in/email', { email, password });

const changePassword = (
  sitedesk: TestSitedesk,
  staff: Member,
  currentPassword: string,
  newPassword: string,
) => post(sitedesk, '/api/auth/change-password', { currentPassword, newPassword }, staff.cookie);

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
}

describe('password guessing through Better Auth', () => {
  it('finds the endpoints the desk never uses closed, also to a signed-in member', async () => {
    const sitedesk = await start();
    const staff = await member(sitedesk);
    const namedByTheProbe = [
      '/verify-password',
      '/update-session',
      '/list-accounts',
      '/account-info',
      '/link-social',
      '/unlink-account',
    ];
    for (const path of new Set([...namedByTheProbe, ...disabledBetterAuthPaths])) {
      const body = { password: staff.password, email: staff.email, name: 'Someone Else' };
      expect((await post(sitedesk, `/api/auth${path}`, body, staff.cookie)).status, `POST ${path}`).toBe(404);
      const read = await sitedesk.app.request(`/api/auth${path}`, { headers: { cookie: staff.cookie } });
      expect(read.status, `GET ${path}`).toBe(404);
    }
    const callback = await sitedesk.app.request('/api/auth/callback/google?state=x&code=y');
    expect(callback.status).toBe(404);
    const resetLink = await sitedesk.app.request('/api/auth/reset-password/some-token?callbackURL=/desk');
    expect(resetLink.status).toBe(404);
    // What the desk uses still answers.
    const session = await sitedesk.app.request('/api/auth/get-session', {
      headers: { cookie: staff.cookie },
    });
    expect(await session.json()).toMatchObject({ user: { email: staff.email } });
    const sessions = await sitedesk.app.request('/api/auth/list-sessions', {
      headers: { cookie: staff.cookie },
    });
    expect(sessions.status).toBe(200);
  });

  it('counts wrong current passwords on change-password, and then refuses even the right one', async () => {
    const sitedesk = await start();
    const staff = await member(sitedesk);
    const colleague = await member(sitedesk);
    for (let index = 0; index < 3; index++) {
      const wrong = await changePassword(
        sitedesk,
        staff,
        `a wrong guess ${index}`,
        'a new passphrase of mine',
      );
      expect(wrong.status).toBe(400);
    }
    await expectRateLimited(
      await changePassword(sitedesk, staff, staff.password, 'a new passphrase of mine'),
    );
    // One budget of guesses per account, whichever endpoint they come through.
    await expectRateLimited(await signIn(sitedesk, staff.email, staff.password));
    const changed = await changePassword(sitedesk, colleague, colleague.password, 'a new passphrase of mine');
    expect(changed.status).toBe(200);
  });

  it('never counts a change with the right current password', async () => {
    const sitedesk = await start();
    const staff = await member(sitedesk);
    let current = staff.password;
    for (let index = 0; index < 4; index++) {
      const next = `${staff.password} changed ${index}`;
      expect((await changePassword(sitedesk, staff, current, next)).status).toBe(200);
      current = next;
    }
    expect((await signIn(sitedesk, staff.email, current)).status).toBe(200);
  });
});
