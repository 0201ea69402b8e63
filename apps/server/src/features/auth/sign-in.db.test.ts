import { session } from '@sitedesk/db/auth-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
});

afterAll(async () => {
  await desk.dispose();
});

const signIn = (email: string, password: string) =>
  desk.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('sign-in', () => {
  it('signs a staff member in with e-mail and password, with a safe session cookie', async () => {
    await desk.auth.accounts.createMember({
      email: 'mara@staff.example',
      name: 'Mara Lindqvist',
      role: 'sales',
      password: 'baler line seven north',
    });
    const response = await signIn('mara@staff.example', 'baler line seven north');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i); // the test origin is https
  });

  it('answers a wrong password exactly like an unknown e-mail address', async () => {
    const staff = await signInAs(desk, 'sales');
    const wrongPassword = await signIn(staff.email, 'not the right password');
    const unknownEmail = await signIn('nobody@staff.example', 'not the right password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
  });

  // Regression: the session row kept the raw X-Forwarded-For address (trusted or not) and the user agent.
  // Since decision 184 it keeps the browser's and system's families only, for the member's session list.
  it('keeps neither the address nor the user agent of a staff member in the session', async () => {
    const { userId } = await desk.auth.accounts.createMember({
      email: 'ines@staff.example',
      name: 'Ines Roth',
      role: 'sales',
      password: 'press line twelve south',
    });
    const response = await desk.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.77',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) SitedeskTestBrowser/77',
      },
      body: JSON.stringify({ email: 'ines@staff.example', password: 'press line twelve south' }),
    });
    expect(response.status).toBe(200);
    const rows = await desk.database.db.select().from(session).where(eq(session.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ipAddress: null, userAgent: 'other|Linux' });
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.77|SitedeskTestBrowser/);
  });

  it('refuses public sign-up', async () => {
    const response = await desk.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'walk-in@example.com', password: 'a long enough password', name: 'X' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('signInAs gives a cookie the desk accepts', async () => {
    const staff = await signInAs(desk, 'admin', { name: 'Ada Admin' });
    const session = await desk.app.request('/api/auth/get-session', { headers: { cookie: staff.cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      user: { id: staff.userId, role: 'admin', name: 'Ada Admin' },
    });
  });
});
