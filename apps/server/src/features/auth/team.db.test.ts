import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { createOwnerSetupLinkIfNoStaff } from './owner-setup-link';

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await desk.dispose();
});

const send = (method: string, path: string, cookie?: string, body?: unknown) =>
  desk.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined || method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });

describe('owner set-up link', () => {
  it('works once, and only while nobody can sign in', async () => {
    const link = await createOwnerSetupLinkIfNoStaff(desk.database.db, desk.config);
    expect(link).toMatch(/^https:\/\/www\.veltrum\.example\/desk\/setup\?token=/);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const owner = {
      token,
      name: 'Olga Owner',
      email: 'olga@staff.example',
      password: 'first owner of veltrum',
    };

    expect(
      (await send('POST', '/api/desk/setup', undefined, { ...owner, token: 'x'.repeat(43) })).status,
    ).toBe(422);
    const created = await send('POST', '/api/desk/setup', undefined, owner);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ role: 'owner', email: 'olga@staff.example' });
    expect((await send('GET', '/api/desk/me', cookieHeaderFrom(created))).status).toBe(200);

    expect(
      (await send('POST', '/api/desk/setup', undefined, { ...owner, email: 'eve@staff.example' })).status,
    ).toBe(422);
    expect(await createOwnerSetupLinkIfNoStaff(desk.database.db, desk.config)).toBeUndefined();
  });
});

describe('team endpoints', () => {
  it('anonymous → 401, sales and editors → 403', async () => {
    const sales = await signInAs(desk, 'sales');
    const editor = await signInAs(desk, 'editor');
    for (const [method, path] of [
      ['GET', '/api/desk/team'],
      ['POST', '/api/desk/team/invitations'],
      ['PATCH', '/api/desk/team/some-id'],
      ['DELETE', '/api/desk/team/some-id'],
    ] as const) {
      expect((await send(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await send(method, path, sales.cookie, { email: 'a@b.example', role: 'sales' })).status).toBe(
        403,
      );
      expect((await send(method, path, editor.cookie, { role: 'sales' })).status).toBe(403);
    }
    expect((await send('GET', '/api/desk/me')).status).toBe(401);
    expect((await send('GET', '/api/desk/staff', editor.cookie)).status).toBe(403);
    const staff = await send('GET', '/api/desk/staff', sales.cookie);
    expect(staff.status).toBe(200);
    expect(await staff.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sales.userId })]),
    );
  });

  it('admins manage everyone but owners', async () => {
    const admin = await signInAs(desk, 'admin');
    const owner = await signInAs(desk, 'owner');
    const sales = await signInAs(desk, 'sales');
    expect(
      (
        await send('POST', '/api/desk/team/invitations', admin.cookie, {
          email: 'o@x.example',
          role: 'owner',
        })
      ).status,
    ).toBe(403);
    expect(
      (await send('PATCH', `/api/desk/team/${owner.userId}`, admin.cookie, { role: 'sales' })).status,
    ).toBe(403);
    expect((await send('DELETE', `/api/desk/team/${owner.userId}`, admin.cookie)).status).toBe(403);
    expect(
      (await send('PATCH', `/api/desk/team/${sales.userId}`, admin.cookie, { role: 'owner' })).status,
    ).toBe(403);
    const promoted = await send('PATCH', `/api/desk/team/${sales.userId}`, admin.cookie, { role: 'editor' });
    expect(await promoted.json()).toMatchObject({ id: sales.userId, role: 'editor' });
    expect((await send('GET', '/api/desk/me', sales.cookie)).status).toBe(200);
    expect((await send('DELETE', `/api/desk/team/${admin.userId}`, admin.cookie)).status).toBe(422);
    expect((await send('DELETE', `/api/desk/team/${sales.userId}`, admin.cookie)).status).toBe(204);
    expect((await send('GET', '/api/desk/me', sales.cookie)).status).toBe(401); // signed out with the account
    const team = await (await send('GET', '/api/desk/team', admin.cookie)).json();
    expect(team.users.map((user: { id: string }) => user.id)).not.toContain(sales.userId);
  });

  // Regression (probe finding 5): inviting the same address again replaced the pending invitation, so an
  // admin withdrew an owner's invitation that a direct withdrawal refuses them.
  it('an admin cannot replace an owner’s pending invitation by inviting the address again', async () => {
    const admin = await signInAs(desk, 'admin');
    const owner = await signInAs(desk, 'owner');
    const email = 'future.owner@staff.example';
    const invited = await send('POST', '/api/desk/team/invitations', owner.cookie, { email, role: 'owner' });
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };

    const replaced = await send('POST', '/api/desk/team/invitations', admin.cookie, { email, role: 'sales' });
    expect(replaced.status).toBe(403);
    expect((await send('DELETE', `/api/desk/team/invitations/${id}`, admin.cookie)).status).toBe(403);
    const team = await (await send('GET', '/api/desk/team', owner.cookie)).json();
    expect(team.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, email, role: 'owner' })]),
    );

    // An expired invitation is void and no longer listed: the admin may invite the address anew.
    const { staffInvitations } = await import('@sitedesk/db/auth-schema');
    const { eq } = await import('drizzle-orm');
    await desk.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, id));
    expect(
      (await send('POST', '/api/desk/team/invitations', admin.cookie, { email, role: 'sales' })).status,
    ).toBe(201);
  });

  it('nobody removes or demotes the last owner', async () => {
    const { db } = desk.database;
    const { user } = await import('@sitedesk/db/auth-schema');
    const { eq } = await import('drizzle-orm');
    const last = await signInAs(desk, 'owner');
    await db.update(user).set({ role: 'admin' }).where(eq(user.role, 'owner'));
    await db.update(user).set({ role: 'owner' }).where(eq(user.id, last.userId));
    const other = await signInAs(desk, 'owner');
    expect(
      (await send('PATCH', `/api/desk/team/${last.userId}`, other.cookie, { role: 'admin' })).status,
    ).toBe(200);
    const demoted = await send('PATCH', `/api/desk/team/${other.userId}`, other.cookie, { role: 'admin' });
    expect(demoted.status).toBe(422);
    expect(await demoted.json()).toMatchObject({ error: { fields: { role: { code: 'last_owner' } } } });
  });
});
