import { auditLog } from '@sitedesk/db/audit-schema';
import { mailOutbox } from '@sitedesk/db/schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { AuditLogPage } from '@sitedesk/shared/audit-api';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/events/event-bus';
import { submitInquiry } from '../../testing/desk-fixtures';
import { readEventStream } from '../../testing/event-stream-reader';
import { passwordResetMailsTo, requestPasswordReset } from '../../testing/password-reset-mails';
import { cookieHeaderFrom, type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let owner: SignedInStaff;
const published: BusMessage[] = [];

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', INQUIRY_RATE_LIMIT: '0', MAIL_DRIVER: 'dev' });
  await seedSiteContent(desk.database.db, demoContent);
  owner = await signInAs(desk, 'owner', { name: 'Olga Owner' });
  desk.events.subscribe((message) => published.push(message));
});
afterAll(async () => {
  await desk.dispose();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  desk.app.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function lastId(): Promise<number> {
  const rows = await desk.database.db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((row) => row.id));
}

/** The raw rows written after `mark`, oldest first. */
async function entriesAfter(mark: number) {
  return desk.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
}

/** No e-mail address, no IP address and none of the given words (names, typed addresses) in any column. */
function expectNoPersonalData(rows: unknown[], words: string[]): void {
  const text = JSON.stringify(rows);
  expect(text).not.toMatch(/@/);
  expect(text).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
  for (const word of words) expect(text).not.toContain(word);
}

describe('authentication events', () => {
  it('records a sign-in, a failed one (the account by id only), and an unknown address as nobody', async () => {
    const email = 'gero.audit@staff.example';
    const password = 'audit trail long enough';
    const { userId } = await desk.auth.accounts.createMember({
      email,
      name: 'Gero Audit',
      role: 'sales',
      password,
    });
    const mark = await lastId();
    const signedIn = await desk.app.request('/api/auth/sign-in/email', json({ email, password }));
    expect(signedIn.status).toBe(200);
    const wrong = await desk.app.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'not the password' }, { 'x-forwarded-for': '203.0.113.9' }),
    );
    expect(wrong.status).toBe(401);
    const unknown = await desk.app.request(
      '/api/auth/sign-in/email',
      json({ email: 'nobody.here@staff.example', password: 'whatever it is' }),
    );
    expect(unknown.status).toBe(401);

    const rows = await entriesAfter(mark);
    expect(
      rows.map(({ action, actorType, actorId, targetType, targetId }) => ({
        action,
        actorType,
        actorId,
        targetType,
        targetId,
      })),
    ).toEqual([
      { action: 'auth.signed_in', actorType: 'user', actorId: userId, targetType: 'user', targetId: userId },
      {
        action: 'auth.sign_in_failed',
        actorType: 'visitor',
        actorId: null,
        targetType: 'user',
        targetId: userId,
      },
      {
        action: 'auth.sign_in_failed',
        actorType: 'visitor',
        actorId: null,
        targetType: null,
        targetId: null,
      },
    ]);
    for (const row of rows) {
      expect(row.instanceId).toBe(desk.instanceId);
      expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(rows.map((row) => row.requestId)).size).toBe(3);
    // The entry leads to its request: the same id is in the answer's header (and on its log line).
    expect(rows[0]?.requestId).toBe(signedIn.headers.get('x-request-id'));
    expectNoPersonalData(rows, ['Gero', 'nobody.here']);
  });

  it('records sign-out, ended sessions and a password reset asked for and completed', async () => {
    const member = await signInAs(desk, 'sales', { name: 'Rita Reset' });
    const other = await signInAs(desk, 'sales');
    const mark = await lastId();
    expect((await send('POST', '/api/auth/revoke-other-sessions', member.cookie, {})).status).toBe(200);
    expect((await send('POST', '/api/auth/sign-out', member.cookie, {})).status).toBe(200);
    expect((await requestPasswordReset(desk, other.email)).status).toBe(200);
    expect((await requestPasswordReset(desk, 'no.such.person@staff.example')).status).toBe(200);
    const [mail] = await passwordResetMailsTo(desk, other.email);
    const reset = await desk.app.request(
      '/api/auth/reset-password',
      json({ token: mail?.token, newPassword: 'a brand new long password' }),
    );
    expect(reset.status).toBe(200);

    const rows = await entriesAfter(mark);
    expect(
      rows.map(({ action, actorType, actorId, targetId }) => ({ action, actorType, actorId, targetId })),
    ).toEqual([
      { action: 'auth.sessions_ended', actorType: 'user', actorId: member.userId, targetId: member.userId },
      { action: 'auth.signed_out', actorType: 'user', actorId: member.userId, targetId: member.userId },
      {
        action: 'auth.password_reset_requested',
        actorType: 'visitor',
        actorId: null,
        targetId: other.userId,
      },
      { action: 'auth.password_reset_requested', actorType: 'visitor', actorId: null, targetId: null },
      {
        action: 'auth.password_reset_completed',
        actorType: 'user',
        actorId: other.userId,
        targetId: other.userId,
      },
    ]);
    expectNoPersonalData(rows, ['Rita', 'no.such.person', mail?.token ?? 'token']);
  });

  it('records a password change, and a wrong current password as a failed attempt, not a short new one', async () => {
    const email = 'carla.change@staff.example';
    const password = 'carla has a long password';
    const { userId } = await desk.auth.accounts.createMember({
      email,
      name: 'Carla',
      role: 'sales',
      password,
    });
    const signedIn = await desk.app.request('/api/auth/sign-in/email', json({ email, password }));
    const cookie = cookieHeaderFrom(signedIn);
    const change = (currentPassword: string, newPassword: string) =>
      send('POST', '/api/auth/change-password', cookie, { currentPassword, newPassword });
    const mark = await lastId();
    expect((await change('not my password at all', 'a brand new long password')).status).toBe(400);
    expect((await change(password, 'short')).status).toBe(422);
    expect((await change(password, 'a brand new long password')).status).toBe(200);
    const rows = await entriesAfter(mark);
    expect(rows.map(({ action, actorType, actorId }) => ({ action, actorType, actorId }))).toEqual([
      { action: 'auth.sign_in_failed', actorType: 'user', actorId: userId },
      { action: 'auth.password_changed', actorType: 'user', actorId: userId },
    ]);
  });

  // An attacker must not write entries without end: reset requests over their limits leave none.
  it('records reset requests only within the reset limits (3 per address per hour here)', async () => {
    const mark = await lastId();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await requestPasswordReset(desk, 'flood.target@staff.example')).status).toBe(200);
    }
    const rows = await entriesAfter(mark);
    expect(rows.map((row) => row.action)).toEqual(Array(3).fill('auth.password_reset_requested'));
  });

  it('records a refused permission with the permission, and lists it to the owner', async () => {
    const sales = await signInAs(desk, 'sales');
    const mark = await lastId();
    expect((await send('GET', '/api/desk/settings', sales.cookie)).status).toBe(403);
    expect((await send('GET', '/api/desk/audit-log', sales.cookie)).status).toBe(403);
    const rows = await entriesAfter(mark);
    expect(
      rows.map(({ action, actorId, targetType, targetId }) => ({ action, actorId, targetType, targetId })),
    ).toEqual([
      {
        action: 'access.refused',
        actorId: sales.userId,
        targetType: 'permission',
        targetId: 'settings:manage',
      },
      { action: 'access.refused', actorId: sales.userId, targetType: 'permission', targetId: 'audit:read' },
    ]);
  });
});

describe('the desk’s events', () => {
  it('records invitations, acceptance, role changes and removals by id', async () => {
    const mark = await lastId();
    const invited = await send('POST', '/api/desk/team/invitations', owner.cookie, {
      email: 'nina.new@staff.example',
      role: 'sales',
    });
    const { id: invitationId } = (await invited.json()) as { id: string };
    const withdrawn = await send('POST', '/api/desk/team/invitations', owner.cookie, {
      email: 'walt.withdrawn@staff.example',
      role: 'sales',
    });
    const { id: withdrawnId } = (await withdrawn.json()) as { id: string };
    expect((await send('DELETE', `/api/desk/team/invitations/${withdrawnId}`, owner.cookie)).status).toBe(
      204,
    );
    const token = await invitationToken('nina.new@staff.example');
    const accepted = await desk.app.request(
      '/api/desk/invitations/accept',
      json({ token, name: 'Nina New', password: 'nina has a long password' }),
    );
    expect(accepted.status).toBe(201);
    const { id: ninaId } = (await accepted.json()) as { id: string };
    expect((await send('PATCH', `/api/desk/team/${ninaId}`, owner.cookie, { role: 'editor' })).status).toBe(
      200,
    );
    expect((await send('DELETE', `/api/desk/team/${ninaId}`, owner.cookie)).status).toBe(204);

    const rows = await entriesAfter(mark);
    const desk_ = rows.filter((row) => !row.action.startsWith('auth.'));
    expect(
      desk_.map(({ action, actorId, targetType, targetId }) => ({ action, actorId, targetType, targetId })),
    ).toEqual([
      {
        action: 'team.invitation_created',
        actorId: owner.userId,
        targetType: 'invitation',
        targetId: invitationId,
      },
      {
        action: 'team.invitation_created',
        actorId: owner.userId,
        targetType: 'invitation',
        targetId: withdrawnId,
      },
      {
        action: 'team.invitation_revoked',
        actorId: owner.userId,
        targetType: 'invitation',
        targetId: withdrawnId,
      },
      { action: 'team.invitation_accepted', actorId: ninaId, targetType: 'user', targetId: ninaId },
      { action: 'team.role_changed', actorId: owner.userId, targetType: 'user', targetId: ninaId },
      { action: 'team.member_removed', actorId: owner.userId, targetType: 'user', targetId: ninaId },
    ]);
    expectNoPersonalData(rows, ['Nina', 'nina.new', 'walt']);
  });

  it('records exports, erasures, settings, templates and publishing', async () => {
    const inquiry = await submitInquiry(desk);
    const mark = await lastId();
    const exported = await send('GET', '/api/desk/inquiries/export.csv', owner.cookie);
    expect(exported.status).toBe(200);
    await exported.body?.cancel();
    expect((await send('DELETE', `/api/desk/inquiries/${inquiry.id}`, owner.cookie)).status).toBe(204);
    const settings = await send('PUT', '/api/desk/settings', owner.cookie, {
      notifyByTopic: {},
      retentionDays: 365,
    });
    expect(settings.status).toBe(200);
    const template = await send('POST', '/api/desk/templates', owner.cookie, {
      locale: 'en',
      title: 'Thanks',
      body: 'Dear {{name}}, thank you.',
    });
    const { id: templateId } = (await template.json()) as { id: string };
    const section = (await (await send('GET', '/api/desk/content/en/mission', owner.cookie)).json()) as {
      revision: number;
    };
    const publish = await send('POST', '/api/desk/content/en/mission/publish', owner.cookie, {
      revision: section.revision,
    });
    expect(publish.status).toBe(200);

    const rows = await entriesAfter(mark);
    expect(
      rows.map(({ action, actorId, targetType, targetId }) => ({ action, actorId, targetType, targetId })),
    ).toEqual([
      { action: 'inquiries.exported', actorId: owner.userId, targetType: null, targetId: null },
      { action: 'inquiries.erased', actorId: owner.userId, targetType: 'inquiry', targetId: inquiry.id },
      { action: 'settings.changed', actorId: owner.userId, targetType: 'settings', targetId: 'desk' },
      { action: 'templates.changed', actorId: owner.userId, targetType: 'template', targetId: templateId },
      { action: 'content.published', actorId: owner.userId, targetType: 'content', targetId: 'mission:en' },
    ]);
    expectNoPersonalData(rows, ['Olga']);
  });
});

describe('settings kept by owners and admins', () => {
  it('records changes of teams, routing rules and tags as settings changes, not failed attempts', async () => {
    const mark = await lastId();
    const team = await send('POST', '/api/desk/teams', owner.cookie, {
      name: 'Audit team',
      memberIds: [],
      timeZone: 'Europe/Berlin',
      hours: { mon: [['08:00', '17:00']] },
      holidays: [],
      firstAnswerTarget: 'PT4H',
    });
    expect(team.status).toBe(201);
    const rule = await send('POST', '/api/desk/routing-rules', owner.cookie, {
      name: 'Germany',
      when: { countries: ['DE'] },
      assignTo: { userId: owner.userId },
    });
    expect(rule.status).toBe(201);
    expect(
      (await send('POST', '/api/desk/tags', owner.cookie, { name: 'Audited', color: 'teal' })).status,
    ).toBe(201);
    // A refused change (a duplicate name) is no change.
    expect(
      (await send('POST', '/api/desk/tags', owner.cookie, { name: 'audited', color: 'teal' })).status,
    ).toBe(422);
    const rows = await entriesAfter(mark);
    expect(rows.map(({ action, actorId, targetId }) => ({ action, actorId, targetId }))).toEqual([
      { action: 'settings.changed', actorId: owner.userId, targetId: 'teams' },
      { action: 'settings.changed', actorId: owner.userId, targetId: 'routing-rules' },
      { action: 'settings.changed', actorId: owner.userId, targetId: 'tags' },
    ]);
  });
});

describe('GET /api/desk/audit-log', () => {
  it('lists newest first with the actor’s name, filters, pages, and tells open desks of new entries', async () => {
    const member = await signInAs(desk, 'sales', { name: 'Filter Person' });
    const before = published.length;
    await send('GET', '/api/desk/settings', member.cookie);
    const refused = await send('GET', '/api/desk/audit-log?action=access.refused&pageSize=1', owner.cookie);
    expect(refused.status).toBe(200);
    const page = (await refused.json()) as AuditLogPage;
    expect(page.items).toEqual([
      expect.objectContaining({
        action: 'access.refused',
        actor: { type: 'user', id: member.userId, name: 'Filter Person' },
        target: { type: 'permission', id: 'settings:manage' },
      }),
    ]);
    expect(page.nextBefore).toBe(page.items[0]?.id);
    const older = (await (
      await send('GET', `/api/desk/audit-log?action=access.refused&before=${page.nextBefore}`, owner.cookie)
    ).json()) as AuditLogPage;
    expect(older.items.length).toBeGreaterThan(0);
    expect(older.items.every((item) => item.id < (page.items[0]?.id ?? 0))).toBe(true);

    const byActor = (await (
      await send('GET', `/api/desk/audit-log?actor=${member.userId}`, owner.cookie)
    ).json()) as AuditLogPage;
    expect(new Set(byActor.items.map((item) => item.action))).toEqual(
      new Set(['auth.signed_in', 'access.refused']),
    );
    const byTarget = (await (
      await send(
        'GET',
        `/api/desk/audit-log?targetType=user&targetId=${member.userId}&action=auth.signed_in`,
        owner.cookie,
      )
    ).json()) as AuditLogPage;
    expect(byTarget.items).toHaveLength(1);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const empty = (await (
      await send('GET', `/api/desk/audit-log?from=${encodeURIComponent(future)}`, owner.cookie)
    ).json()) as AuditLogPage;
    expect(empty).toEqual({ items: [], nextBefore: null });
    expect(
      published
        .slice(before)
        .some((message) => 'event' in message && message.event.type === 'audit.recorded'),
    ).toBe(true);
  });

  it('announces a new entry on the desk stream to owners and admins, not to other roles', async () => {
    const sales = await signInAs(desk, 'sales');
    const open = async (cookie: string) => {
      const response = await desk.app.request('/api/desk/events', { headers: { cookie } });
      expect(response.status).toBe(200);
      return readEventStream(response);
    };
    const ownerStream = await open(owner.cookie);
    const salesStream = await open(sales.cookie);
    try {
      await send('GET', '/api/desk/settings', sales.cookie);
      // The inquiry comes after the entry: whoever would get the entry gets it first.
      const { reference } = await submitInquiry(desk);
      const isEntryOrInquiry = (event: { type: string }) =>
        event.type === 'audit.recorded' || event.type === 'inquiry.created';
      expect((await ownerStream.next(isEntryOrInquiry))?.event.type).toBe('audit.recorded');
      const seenBySales = await salesStream.next(isEntryOrInquiry);
      expect(seenBySales?.event).toMatchObject({ type: 'inquiry.created', inquiry: { reference } });
    } finally {
      await ownerStream.close();
      await salesStream.close();
    }
  });

  // Security review: the bare id of an owner's sign-in told an admin when the owner signed in, though
  // the admin's page hides the entry. Sign-in and session entries go live to owners only.
  it('announces sign-ins and sessions to owners only; other entries to admins too', async () => {
    const anAdmin = await signInAs(desk, 'admin');
    const open = async (cookie: string) => {
      const response = await desk.app.request('/api/desk/events', { headers: { cookie } });
      expect(response.status).toBe(200);
      return readEventStream(response);
    };
    const ownerStream = await open(owner.cookie);
    const adminStream = await open(anAdmin.cookie);
    try {
      await signInAs(desk, 'owner');
      const { reference } = await submitInquiry(desk);
      const isEntryOrInquiry = (event: { type: string }) =>
        event.type === 'audit.recorded' || event.type === 'inquiry.created';
      expect((await ownerStream.next(isEntryOrInquiry))?.event).toMatchObject({
        type: 'audit.recorded',
        ownersOnly: true,
      });
      expect((await adminStream.next(isEntryOrInquiry))?.event).toMatchObject({
        type: 'inquiry.created',
        inquiry: { reference },
      });
    } finally {
      await ownerStream.close();
      await adminStream.close();
    }
  });

  it('answers bad filters with a 422 naming the field, never a 500', async () => {
    for (const query of [
      'action=auth.everything',
      'from=yesterday',
      'pageSize=1000',
      'before=-1',
      'targetId=a%20b',
    ]) {
      const response = await send('GET', `/api/desk/audit-log?${query}`, owner.cookie);
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { error: { fields?: Record<string, unknown> } };
      expect(Object.keys(body.error.fields ?? {}), query).toHaveLength(1);
    }
  });

  it('hides owners’ sign-ins from admins, not their own or other members’', async () => {
    const admin = await signInAs(desk, 'admin');
    const secondOwner = await signInAs(desk, 'owner');
    const seenBy = async (cookie: string) =>
      (
        (await (
          await send('GET', '/api/desk/audit-log?action=auth.signed_in&pageSize=100', cookie)
        ).json()) as AuditLogPage
      ).items.map((item) => item.target?.id);
    expect(await seenBy(owner.cookie)).toEqual(expect.arrayContaining([secondOwner.userId, admin.userId]));
    const adminSees = await seenBy(admin.cookie);
    expect(adminSees).toContain(admin.userId);
    expect(adminSees).not.toContain(secondOwner.userId);
    expect(adminSees).not.toContain(owner.userId);
  });

  it('exports CSV in the member’s language, formula-safe, and records the export', async () => {
    await signInAs(desk, 'sales', { name: '=HYPERLINK("http://evil.example")' });
    const mark = await lastId();
    const response = await send(
      'GET',
      '/api/desk/audit-log.csv?action=auth.signed_in&locale=de',
      owner.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-/);
    const text = await response.text();
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('"Zeit";"Wer";"Mitglieds-ID";"Was";"Betrifft";"Kennung";"Instanz";"Anfrage-ID"');
    expect(lines.every((line) => line.includes('"Angemeldet"'))).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const rows = await entriesAfter(mark);
    expect(rows.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'audit_log.exported', actorId: owner.userId },
    ]);
  });
});

async function invitationToken(email: string): Promise<string> {
  const rows = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, 'staff-invitation'));
  for (const row of rows) {
    const mail = row.data as { to: string[]; props: { url: string } };
    if (mail.to.includes(email)) return new URL(mail.props.url).searchParams.get('token') ?? '';
  }
  throw new Error(`no invitation to ${email}`);
}
