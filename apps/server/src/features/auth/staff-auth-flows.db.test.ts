import { session } from '@sitedesk/db/auth-schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server';

const origin = 'https://www.veltrum.example'; // the test site's PUBLIC_URL
let desk: TestSitedesk | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});
afterAll(async () => {
  await smtp?.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin, ...headers },
  body: JSON.stringify(body),
});

async function startWithSmtp(): Promise<{ desk: TestSitedesk; smtp: TestSmtpServer }> {
  smtp = await startTestSmtpServer();
  desk = await startTestSitedesk({
    MAIL_DRIVER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Veltrum <no-reply@veltrum.example>',
    NOTIFY_TO: 'sales@veltrum.example',
    MAIL_POLL_INTERVAL_SECONDS: '0.2',
    SIGN_IN_RATE_LIMIT: '0',
  });
  return { desk, smtp };
}

function linkIn(text: string | undefined, path: string): URL {
  const match = text?.match(new RegExp(`https://\\S+${path}\\?token=[\\w%-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After in the API error shape once an account failed too often', async () => {
    desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '3' });
    const attempt = () =>
      desk?.app.request(
        '/api/auth/sign-in/email',
        json({ email: 'x@staff.example', password: 'wrong password!' }),
      );
    for (let index = 0; index < 3; index++) expect((await attempt())?.status).toBe(401);
    const limited = await attempt();
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describe('password reset by e-mail', () => {
  it('resets through the link caught by a real SMTP server; the old password stops working', async () => {
    const { desk, smtp } = await startWithSmtp();
    await desk.auth.accounts.createMember({
      email: 'jonas@staff.example',
      name: 'Jonas Brandt',
      role: 'sales',
      password: 'old shredder blade count',
    });
    const asked = await desk.app.request(
      '/api/auth/request-password-reset',
      json({ email: 'jonas@staff.example' }, { 'accept-language': 'de' }),
    );
    const unknown = await desk.app.request(
      '/api/auth/request-password-reset',
      json({ email: 'nobody@staff.example' }),
    );
    expect(asked.status).toBe(200);
    expect(await unknown.json()).toEqual(await asked.json()); // no user enumeration

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['jonas@staff.example']);
    expect(mail?.email.subject).toContain('Passwort');
    const link = linkIn(mail?.email.text, '/desk/reset-password');
    expect(link.origin).toBe(origin);
    const token = link.searchParams.get('token') ?? '';

    const common = await desk.app.request(
      '/api/auth/reset-password',
      json({ token, newPassword: 'qwerty123456' }),
    );
    expect(common.status).toBe(422);
    const reset = await desk.app.request(
      '/api/auth/reset-password',
      json({ token, newPassword: 'new sorting line at dawn' }),
    );
    expect(reset.status).toBe(200);

    const signIn = (password: string) =>
      desk.app.request('/api/auth/sign-in/email', json({ email: 'jonas@staff.example', password }));
    expect((await signIn('new sorting line at dawn')).status).toBe(200);
    expect((await signIn('old shredder blade count')).status).toBe(401);
    expect(
      (
        await desk.app.request(
          '/api/auth/reset-password',
          json({ token, newPassword: 'another fine password' }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('invitations', () => {
  it('an admin invites, the e-mail link is accepted, and the new member is signed in with the role', async () => {
    const { desk, smtp } = await startWithSmtp();
    const admin = await signInAs(desk, 'admin', { name: 'Ada Admin' });
    const invited = await desk.app.request(
      '/api/desk/team/invitations',
      json({ email: 'Lena@Staff.example', role: 'sales' }, { cookie: admin.cookie }),
    );
    expect(invited.status).toBe(201);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['lena@staff.example']);
    expect(mail?.email.text).toContain('Ada Admin');
    const token = linkIn(mail?.email.text, '/desk/accept-invitation').searchParams.get('token') ?? '';

    const accepted = await desk.app.request(
      '/api/desk/invitations/accept',
      json({ token, name: 'Lena Vogt', password: 'bremen plant night shift' }),
    );
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({
      email: 'lena@staff.example',
      role: 'sales',
      name: 'Lena Vogt',
    });
    const me = await desk.app.request('/api/desk/me', { headers: { cookie: cookieHeaderFrom(accepted) } });
    expect(await me.json()).toMatchObject({
      role: 'sales',
      permissions: expect.arrayContaining(['inquiries:read']),
    });

    const again = await desk.app.request(
      '/api/desk/invitations/accept',
      json({ token, name: 'Someone Else', password: 'bremen plant night shift' }),
    );
    expect(again.status).toBe(422);
  });
});

describe('sessions', () => {
  async function twoSessions(desk: TestSitedesk) {
    const email = `two-${Date.now()}@staff.example`;
    const password = 'two devices one person';
    await desk.auth.accounts.createMember({ email, name: 'Two Devices', role: 'sales', password });
    const signIn = () => desk.app.request('/api/auth/sign-in/email', json({ email, password }));
    return [cookieHeaderFrom(await signIn()), cookieHeaderFrom(await signIn())] as const;
  }
  const me = (cookie: string) => desk?.app.request('/api/desk/me', { headers: { cookie } });

  it('signs out of every session at once', async () => {
    desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
    const [laptop, phone] = await twoSessions(desk);
    expect((await me(laptop))?.status).toBe(200);
    expect((await me(phone))?.status).toBe(200);
    const revoked = await desk.app.request('/api/auth/revoke-sessions', json({}, { cookie: laptop }));
    expect(revoked.status).toBe(200);
    expect((await me(laptop))?.status).toBe(401);
    expect((await me(phone))?.status).toBe(401);
  });

  it('refuses a session that was idle too long, and one older than the absolute limit', async () => {
    desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
    const idle = await signInAs(desk, 'sales');
    const old = await signInAs(desk, 'sales');
    const { db } = desk.database;
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, idle.userId));
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(session.userId, old.userId));
    expect((await me(idle.cookie))?.status).toBe(401);
    expect((await me(old.cookie))?.status).toBe(401);
  });
});
