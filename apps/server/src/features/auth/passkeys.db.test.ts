import { randomBytes, randomUUID } from 'node:crypto';
import { auditLog } from '@sitedesk/db/audit-schema';
import { passkey } from '@sitedesk/db/auth-schema';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { mustEnrolSecondFactor } from './second-factor-policy';

// The WebAuthn ceremonies themselves run in Chromium's virtual authenticator (e2e/passkeys.test.ts); here:
// what the server decides around them (decision 189).
const origin = 'https://www.veltrum.example'; // the test site's PUBLIC_URL

// Failed passkey sign-ins per client in 15 minutes; the tests below fail a few on purpose.
const clientLimit = 4;

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', SIGN_IN_CLIENT_RATE_LIMIT: String(clientLimit) });
});
afterAll(async () => {
  await desk.dispose();
});

type Member = { userId: string; cookie: string };

async function request(
  path: string,
  options: { method?: string; cookie?: string | undefined; body?: unknown; origin?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: options.origin ?? origin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return desk.app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function newMember(role: StaffRole): Promise<Member> {
  const unique = randomBytes(6).toString('hex');
  const email = `${role}-${unique}@staff.example`;
  const password = `passkey test ${unique}`;
  const { userId } = await desk.auth.accounts.createMember({
    email,
    name: `Passkey ${role}`,
    role,
    password,
  });
  const response = await request('/api/auth/sign-in/email', { body: { email, password } });
  expect(response.status).toBe(200);
  return { userId, cookie: cookieHeaderFrom(response) };
}

/** A stored passkey, as the plugin writes one after a verified registration (its key is never read here). */
async function givePasskey(userId: string): Promise<string> {
  const id = randomUUID();
  await desk.database.db.insert(passkey).values({
    id,
    name: 'Laptop',
    userId,
    publicKey: randomBytes(77).toString('base64'),
    credentialID: randomBytes(16).toString('base64url'),
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: 'internal',
  });
  return id;
}

const passkeysOf = (userId: string) =>
  desk.database.db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId));

async function requireOfSales(owner: Member, roles: StaffRole[]): Promise<void> {
  const put = await request('/api/desk/settings/security', {
    method: 'PUT',
    cookie: owner.cookie,
    body: { requireTwoFactor: false, requireTwoFactorRoles: roles },
  });
  expect(put.status).toBe(200);
}

describe('a passkey as the required second factor', () => {
  it('lets a member with a passkey in and turns one without away', async () => {
    const owner = await newMember('owner');
    const withPasskey = await newMember('sales');
    const without = await newMember('sales');
    await givePasskey(withPasskey.userId);
    await requireOfSales(owner, ['sales']);
    try {
      expect(
        await mustEnrolSecondFactor(desk.database.db, {
          ...withPasskey,
          role: 'sales',
          hasSecondFactor: false,
        }),
      ).toBe(false);
      expect(
        await mustEnrolSecondFactor(desk.database.db, { ...without, role: 'sales', hasSecondFactor: false }),
      ).toBe(true);

      expect((await request('/api/desk/inquiries', { cookie: withPasskey.cookie })).status).toBe(200);
      expect(await (await request('/api/desk/me', { cookie: withPasskey.cookie })).json()).toMatchObject({
        mustEnrolSecondFactor: false,
      });
      const refused = await request('/api/desk/inquiries', { cookie: without.cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'two_factor_required' } });
      // Adding a passkey is enrolling one: its first step is open to the member who must enrol.
      const options = await request('/api/auth/passkey/generate-register-options', {
        cookie: without.cookie,
      });
      expect(options.status).toBe(200);
      // Listing and removing wait until they have a factor, like the rest of the account.
      expect((await request('/api/auth/passkey/list-user-passkeys', { cookie: without.cookie })).status).toBe(
        403,
      );
    } finally {
      await requireOfSales(owner, []);
    }
  });

  it('goes with the member’s other factors when the owner resets them', async () => {
    const owner = await newMember('owner');
    const sales = await newMember('sales');
    await givePasskey(sales.userId);
    const reset = await request(`/api/desk/team/${sales.userId}/two-factor`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(reset.status).toBe(204);
    expect(await passkeysOf(sales.userId)).toEqual([]);
  });
});

describe('the passkey endpoints', () => {
  it('ask for a discoverable, user-verified credential for the site’s own host name', async () => {
    const member = await newMember('sales');
    const response = await request('/api/auth/passkey/generate-register-options', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      rp: { id: 'www.veltrum.example' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect((await request('/api/auth/passkey/generate-register-options')).status).toBe(401);
  });

  it('list a member’s own passkeys and remove only their own', async () => {
    const member = await newMember('editor');
    const other = await newMember('editor');
    const mine = await givePasskey(member.userId);
    const theirs = await givePasskey(other.userId);
    const listed = await request('/api/auth/passkey/list-user-passkeys', { cookie: member.cookie });
    expect(((await listed.json()) as { id: string }[]).map((row) => row.id)).toEqual([mine]);

    const notMine = await request('/api/auth/passkey/delete-passkey', {
      cookie: member.cookie,
      body: { id: theirs },
    });
    expect(notMine.status).toBeGreaterThanOrEqual(400);
    expect(notMine.status).toBeLessThan(500);
    expect(await passkeysOf(other.userId)).toEqual([{ id: theirs }]);

    const removed = await request('/api/auth/passkey/delete-passkey', {
      cookie: member.cookie,
      body: { id: mine },
    });
    expect(removed.status).toBe(200);
    expect(await passkeysOf(member.userId)).toEqual([]);
    const audited = await desk.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(or(eq(auditLog.actorId, member.userId), eq(auditLog.targetId, member.userId)));
    expect(audited.map((row) => row.action)).toContain('auth.passkey_removed');
  });

  it('refuse a ceremony from another origin, a bad name, and renaming', async () => {
    const member = await newMember('sales');
    const elsewhere = await request('/api/auth/passkey/verify-authentication', {
      origin: 'https://evil.example',
      body: { response: { id: 'x' } },
    });
    expect(elsewhere.status).toBe(403);
    for (const name of ['', ' ', 'x'.repeat(65), 'bad\u0000name']) {
      const badName = await request('/api/auth/passkey/verify-registration', {
        cookie: member.cookie,
        body: { response: {}, name },
      });
      expect(badName.status, JSON.stringify(name)).toBe(400);
    }
    const renamed = await request('/api/auth/passkey/update-passkey', {
      cookie: member.cookie,
      body: { id: 'x', name: 'y' },
    });
    expect(renamed.status).toBe(404);
  });

  it('answer a sign-in without a challenge with 400, never 500, and 429 after too many failures', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= clientLimit; attempt++) {
      const response = await request('/api/auth/passkey/verify-authentication', {
        body: { response: { id: 'x' } },
      });
      statuses.push(response.status);
    }
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });
});
