import { randomBytes } from 'node:crypto';
import { auditLog } from '@sitedesk/db/audit-schema';
import { session, twoFactor, user } from '@sitedesk/db/auth-schema';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { currentTotpCode, nextTotpCode, secretOfTotpUri } from '../../testing/totp';
import { normalizeBackupCode } from './backup-code-hashing';

const origin = 'https://www.veltrum.example'; // the test site's PUBLIC_URL
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await desk.dispose();
});

type Member = { userId: string; email: string; password: string; cookie: string };

async function request(
  path: string,
  options: { method?: string; cookie?: string | undefined; body?: unknown; userAgent?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return desk.app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function signIn(email: string, password: string, userAgent?: string): Promise<Response> {
  return request('/api/auth/sign-in/email', {
    body: { email, password },
    ...(userAgent ? { userAgent } : {}),
  });
}

async function newMember(role: StaffRole, userAgent?: string): Promise<Member> {
  const unique = randomBytes(6).toString('hex');
  const email = `${role}-${unique}@staff.example`;
  const password = `two factor test ${unique}`;
  const { userId } = await desk.auth.accounts.createMember({ email, name: `2FA ${role}`, role, password });
  const response = await signIn(email, password, userAgent);
  expect(response.status).toBe(200);
  return { userId, email, password, cookie: cookieHeaderFrom(response) };
}

/** Enrols an authenticator for `member` as the desk does; returns its secret and the backup codes shown. */
async function enrol(member: Member): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const enabled = await request('/api/auth/two-factor/enable', {
    cookie: member.cookie,
    body: { password: member.password },
  });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOfTotpUri(totpURI);
  const verified = await request('/api/auth/two-factor/verify-totp', {
    cookie: member.cookie,
    body: { code: await currentTotpCode(secret) },
  });
  expect(verified.status).toBe(200);
  // Turning the factor on replaces the session: the desk carries on with the new cookie.
  const cookie = cookieHeaderFrom(verified) || member.cookie;
  return { secret, backupCodes, cookie };
}

const storedFactorOf = async (userId: string) =>
  (await desk.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId)))[0];

/** The actions the audit log holds by or about the member. */
async function auditActionsOf(userId: string): Promise<string[]> {
  const rows = await desk.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.targetId, userId)));
  return rows.map((row) => row.action);
}

describe('an authenticator app as a second factor', () => {
  it('stores the backup codes only as keyed hashes: no code, in any spelling, can be read back', async () => {
    const member = await newMember('sales');
    const { backupCodes, secret } = await enrol(member);
    expect(backupCodes).toHaveLength(10);
    const stored = await storedFactorOf(member.userId);
    if (!stored) throw new Error('no two-factor row');
    const storedText = JSON.stringify(stored);
    for (const code of backupCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(normalizeBackupCode(code));
    }
    // Each entry is a one-way hash; the list itself is JSON of hashes, not ciphertext that a key could open.
    const entries = JSON.parse(stored.backupCodes) as string[];
    expect(entries).toHaveLength(10);
    for (const entry of entries) expect(entry).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    // The TOTP secret must be recoverable to compute codes, so it is encrypted, never plain.
    expect(storedText).not.toContain(secret);
    const [row] = await desk.database.db.select().from(user).where(eq(user.id, member.userId));
    expect(row?.twoFactorEnabled).toBe(true);
  });

  it('asks for the code after the password, and signs in with it or with a backup code once', async () => {
    const member = await newMember('sales');
    const { secret, backupCodes } = await enrol(member);

    const withPassword = await signIn(member.email, member.password);
    expect(await withPassword.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookieHeaderFrom(withPassword);
    // The password alone gives no session.
    expect((await request('/api/desk/me', { cookie: pending })).status).toBe(401);

    const wrong = await request('/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    const code = await nextTotpCode(secret);
    const right = await request('/api/auth/two-factor/verify-totp', { cookie: pending, body: { code } });
    expect(right.status).toBe(200);
    expect((await request('/api/desk/me', { cookie: cookieHeaderFrom(right) })).status).toBe(200);

    // A code works once: the same code, seen by someone who also has the password, is refused.
    const replayed = await request('/api/auth/two-factor/verify-totp', {
      cookie: cookieHeaderFrom(await signIn(member.email, member.password)),
      body: { code },
    });
    expect(replayed.status).toBe(401);

    // A backup code, typed loosely (upper case, spaces): it works once.
    const backupCode = backupCodes[0] ?? '';
    const typed = ` ${backupCode.toUpperCase().replaceAll('-', ' ')} `;
    for (const expected of [200, 401]) {
      const again = await signIn(member.email, member.password);
      const used = await request('/api/auth/two-factor/verify-backup-code', {
        cookie: cookieHeaderFrom(again),
        body: { code: typed },
      });
      expect(used.status).toBe(expected);
    }
    // The stored hash of the used code is gone, the other nine stay.
    const stored = await storedFactorOf(member.userId);
    expect(JSON.parse(stored?.backupCodes ?? '[]')).toHaveLength(9);
    // The audit log (decision 183) kept the enrolment, the codes that worked and the ones that did not.
    const actions = await auditActionsOf(member.userId);
    expect(actions).toContain('auth.two_factor_enabled');
    expect(actions).toContain('auth.two_factor_verified');
    expect(actions).toContain('auth.two_factor_failed');
    expect(actions).toContain('auth.backup_code_used');
  });

  it('lets one code through once even when two sign-ins send it at the same moment (security review)', async () => {
    const member = await newMember('sales');
    const { secret } = await enrol(member);
    const challenges = [
      cookieHeaderFrom(await signIn(member.email, member.password)),
      cookieHeaderFrom(await signIn(member.email, member.password)),
      cookieHeaderFrom(await signIn(member.email, member.password)),
    ];
    const code = await nextTotpCode(secret);
    const answers = await Promise.all(
      challenges.map((cookie) => request('/api/auth/two-factor/verify-totp', { cookie, body: { code } })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
  });

  it('refuses a backup code that is a stored hash, or absurdly long, without an error', async () => {
    const member = await newMember('sales');
    await enrol(member);
    const stored = await storedFactorOf(member.userId);
    const [hash] = JSON.parse(stored?.backupCodes ?? '[]') as string[];
    for (const code of [hash, 'x'.repeat(10_000)]) {
      const pending = cookieHeaderFrom(await signIn(member.email, member.password));
      const response = await request('/api/auth/two-factor/verify-backup-code', {
        cookie: pending,
        body: { code },
      });
      expect([400, 401]).toContain(response.status);
    }
  });

  it('gives new backup codes for the password, and the old ones stop working', async () => {
    const member = await newMember('sales');
    const { backupCodes, cookie } = await enrol(member);
    const renewed = await request('/api/auth/two-factor/generate-backup-codes', {
      cookie,
      body: { password: member.password },
    });
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    const pending = cookieHeaderFrom(await signIn(member.email, member.password));
    const old = await request('/api/auth/two-factor/verify-backup-code', {
      cookie: pending,
      body: { code: backupCodes[1] },
    });
    expect(old.status).toBe(401);
    const next = await request('/api/auth/two-factor/verify-backup-code', {
      cookie: pending,
      body: { code: fresh[0] },
    });
    expect(next.status).toBe(200);
  });
});

describe('"require a second factor"', () => {
  it('turns a member without one away from the desk with 403 two_factor_required, but lets them enrol', async () => {
    const owner = await newMember('owner');
    const ownerFactor = await enrol(owner);
    const sales = await newMember('sales');
    const required = await request('/api/desk/settings/security', {
      method: 'PUT',
      cookie: ownerFactor.cookie,
      body: { requireTwoFactor: false, requireTwoFactorRoles: ['sales'] },
    });
    expect(required.status).toBe(200);

    const inquiries = await request('/api/desk/inquiries', { cookie: sales.cookie });
    expect(inquiries.status).toBe(403);
    expect(await inquiries.json()).toMatchObject({ error: { code: 'two_factor_required' } });
    const changePassword = await request('/api/auth/change-password', {
      cookie: sales.cookie,
      body: { currentPassword: sales.password, newPassword: 'a new and long passphrase 9' },
    });
    expect(changePassword.status).toBe(403);
    expect((await request('/api/desk/me/sessions', { cookie: sales.cookie })).status).toBe(403);
    // What the desk needs to lead them to enrolment stays open.
    const me = await request('/api/desk/me', { cookie: sales.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ twoFactorEnabled: false, mustEnrolSecondFactor: true });
    expect((await request('/api/auth/get-session', { cookie: sales.cookie })).status).toBe(200);

    const { cookie } = await enrol(sales);
    expect((await request('/api/desk/inquiries', { cookie })).status).toBe(200);
    expect(await (await request('/api/desk/me', { cookie })).json()).toMatchObject({
      twoFactorEnabled: true,
      mustEnrolSecondFactor: false,
    });
    // The owner without the role concerned was never held up.
    expect((await request('/api/desk/inquiries', { cookie: ownerFactor.cookie })).status).toBe(200);
    await request('/api/desk/settings/security', {
      method: 'PUT',
      cookie: ownerFactor.cookie,
      body: { requireTwoFactor: false, requireTwoFactorRoles: [] },
    });
  });

  it('lets admins require it of non-owner roles only', async () => {
    const admin = await newMember('admin');
    const put = (body: unknown) =>
      request('/api/desk/settings/security', { method: 'PUT', cookie: admin.cookie, body });
    expect((await put({ requireTwoFactor: true })).status).toBe(403);
    expect((await put({ requireTwoFactor: false, requireTwoFactorRoles: ['owner'] })).status).toBe(403);
    const bySales = await put({ requireTwoFactor: false, requireTwoFactorRoles: ['sales', 'editor'] });
    expect(bySales.status).toBe(200);
    expect(await bySales.json()).toEqual({
      requireTwoFactor: false,
      requireTwoFactorRoles: ['sales', 'editor'],
    });
    expect((await put({ requireTwoFactor: false, requireTwoFactorRoles: [] })).status).toBe(200);
    expect((await put({ requireTwoFactor: 'yes' })).status).toBe(422);
  });
});

describe('resetting a member’s second factor', () => {
  it('lets the owner reset a member, who is signed out and has no factor any more', async () => {
    const owner = await newMember('owner');
    const sales = await newMember('sales');
    const salesFactor = await enrol(sales);
    const reset = await request(`/api/desk/team/${sales.userId}/two-factor`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(reset.status).toBe(204);
    expect((await request('/api/desk/me', { cookie: salesFactor.cookie })).status).toBe(401);
    expect(await storedFactorOf(sales.userId)).toBeUndefined();
    expect(await auditActionsOf(owner.userId)).toContain('auth.two_factor_reset');
    // The password alone signs them in again; they enrol anew where a factor is required.
    const again = await signIn(sales.email, sales.password);
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('does not let an admin reset an owner, nor anyone reset themselves here', async () => {
    const owner = await newMember('owner');
    await enrol(owner);
    const admin = await newMember('admin');
    const byAdmin = await request(`/api/desk/team/${owner.userId}/two-factor`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(byAdmin.status).toBe(403);
    expect(await storedFactorOf(owner.userId)).toBeDefined();
    const self = await request(`/api/desk/team/${admin.userId}/two-factor`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(self.status).toBe(403);
  });
});

describe('sessions', () => {
  it('lists where a member is signed in by browser and system, with no address, and ends one', async () => {
    const laptop = await newMember('sales', firefoxOnWindows);
    const phone = cookieHeaderFrom(await signIn(laptop.email, laptop.password, safariOnIphone));
    const listed = await request('/api/desk/me/sessions', { cookie: laptop.cookie });
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      sessions: { id: string; browser: string; system: string; isCurrent: boolean }[];
    };
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Firefox', system: 'Windows', isCurrent: true }),
        expect.objectContaining({ browser: 'Safari', system: 'iOS', isCurrent: false }),
      ]),
    );
    // Exactly these fields (no address, no token, no raw user agent); the random ids are not searched for
    // words, as "iP" turns up in one now and then.
    for (const entry of body.sessions) {
      expect(Object.keys(entry).sort()).toEqual(
        ['browser', 'id', 'isCurrent', 'lastActiveAt', 'signedInAt', 'system'].sort(),
      );
      expect(`${entry.browser} ${entry.system}`).not.toMatch(/Mozilla|\d+\.\d+\.\d+\.\d+/);
    }
    const rows = await desk.database.db.select().from(session).where(eq(session.userId, laptop.userId));
    expect(rows.map((row) => row.ipAddress)).toEqual([null, null]);

    const other = body.sessions.find((entry) => !entry.isCurrent);
    const ended = await request(`/api/desk/me/sessions/${other?.id}`, {
      method: 'DELETE',
      cookie: laptop.cookie,
    });
    expect(ended.status).toBe(204);
    expect((await request('/api/desk/me', { cookie: phone })).status).toBe(401);
    expect((await request('/api/desk/me', { cookie: laptop.cookie })).status).toBe(200);
  });

  it('ends every other session, and never another member’s', async () => {
    const member = await newMember('sales');
    const second = cookieHeaderFrom(await signIn(member.email, member.password));
    const stranger = await newMember('sales');
    const strangers = (await (
      await request('/api/desk/me/sessions', { cookie: stranger.cookie })
    ).json()) as {
      sessions: { id: string }[];
    };
    const foreign = await request(`/api/desk/me/sessions/${strangers.sessions[0]?.id}`, {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await request('/api/desk/me', { cookie: stranger.cookie })).status).toBe(200);

    expect((await request('/api/desk/me/sessions', { method: 'DELETE', cookie: member.cookie })).status).toBe(
      204,
    );
    expect((await request('/api/desk/me', { cookie: second })).status).toBe(401);
    expect((await request('/api/desk/me', { cookie: member.cookie })).status).toBe(200);
  });

  it('lets owners and admins end a member’s sessions, but not an admin an owner’s', async () => {
    const admin = await newMember('admin');
    const sales = await newMember('sales');
    const owner = await newMember('owner');
    expect(
      (await request(`/api/desk/team/${sales.userId}/sessions`, { method: 'DELETE', cookie: admin.cookie }))
        .status,
    ).toBe(204);
    expect((await request('/api/desk/me', { cookie: sales.cookie })).status).toBe(401);
    expect(
      (await request(`/api/desk/team/${owner.userId}/sessions`, { method: 'DELETE', cookie: admin.cookie }))
        .status,
    ).toBe(403);
    expect((await request('/api/desk/me', { cookie: owner.cookie })).status).toBe(200);
  });
});
