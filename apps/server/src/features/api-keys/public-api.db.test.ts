import { apiKeys } from '@sitedesk/db/api-keys-schema';
import { auditLog } from '@sitedesk/db/audit-schema';
import { user } from '@sitedesk/db/auth-schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type { ApiInquiryDetail, ApiInquiryPage, ApiKey, ApiKeyCreated } from '@sitedesk/shared/api-keys-api';
import type { InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, requestAsStaff, requestWithKey } from '../../testing/api-key-requests';
import { capturedLog } from '../../testing/captured-log';
import { submitInquiry, validInquiryFields } from '../../testing/desk-fixtures';
import { insertEntry, productDocument } from '../../testing/published-entries';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

const log = capturedLog();
let desk: TestSitedesk;
let owner: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0' },
    { logger: log.logger },
  );
  owner = await signInAs(desk, 'owner');
});
afterAll(async () => {
  await desk.dispose();
});

function asStaff(staff: SignedInStaff, method: string, path: string, body?: unknown) {
  return requestAsStaff(desk.app, staff, method, path, body);
}

const withKey = requestWithKey;

function createKey(request: Record<string, unknown>, by: SignedInStaff = owner): Promise<ApiKeyCreated> {
  return createApiKey(desk.app, by, request);
}

async function listKeys(): Promise<ApiKey[]> {
  const response = await asStaff(owner, 'GET', '/api/desk/api-keys');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiKey[] }).items;
}

async function usesOf(keyId: string) {
  return desk.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'api_key'),
        eq(auditLog.targetId, keyId),
        eq(auditLog.action, 'api_key.used'),
      ),
    )
    .orderBy(asc(auditLog.id));
}

describe('the API keys in the desk', () => {
  it('shows the key once: never again in the list, the database or the log', async () => {
    const created = await createKey({ name: 'CRM sync', scopes: ['inquiries:read'] });
    expect(created.key).toMatch(/^sdk_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    const secret = created.key.split('_').slice(2).join('_');
    expect((await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries')).status).toBe(200);

    const listed = JSON.stringify(await listKeys());
    expect(listed).toContain(created.id);
    expect(listed).not.toContain(secret);
    expect(listed).not.toContain('"key"');
    const [row] = await desk.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audited = await desk.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audited.length).toBeGreaterThan(0);
    expect(JSON.stringify(audited)).not.toContain(secret);
    expect(log.lines.join('\n')).not.toContain(secret);
  });

  it('shows the last use, written once however many requests follow within the minute', async () => {
    const created = await createKey({ name: 'Last use', scopes: ['inquiries:read'] });
    expect((await listKeys()).find((key) => key.id === created.id)?.lastUsedAt).toBeNull();
    await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries');
    const first = (await listKeys()).find((key) => key.id === created.id)?.lastUsedAt;
    expect(first).not.toBeNull();
    await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries');
    expect((await listKeys()).find((key) => key.id === created.id)?.lastUsedAt).toBe(first);
  });

  it('refuses an unknown scope, no scope, an empty name and an expiry in the past (422)', async () => {
    for (const body of [
      { name: 'x', scopes: ['inquiries:delete'] },
      { name: 'x', scopes: [] },
      { name: ' ', scopes: ['inquiries:read'] },
      { name: 'x', scopes: ['inquiries:read'], expiresAt: '2000-01-01T00:00:00Z' },
      { name: 'x', scopes: ['inquiries:read'], expiresAt: 'tomorrow' },
    ]) {
      const response = await asStaff(owner, 'POST', '/api/desk/api-keys', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
  });

  it('revokes a key at once; it stays listed, revoked, and revoking an unknown one is 404', async () => {
    const created = await createKey({ name: 'To revoke', scopes: ['inquiries:read'] });
    expect((await asStaff(owner, 'DELETE', `/api/desk/api-keys/${created.id}`)).status).toBe(204);
    expect((await listKeys()).find((key) => key.id === created.id)?.revokedAt).not.toBeNull();
    expect((await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries')).status).toBe(401);
    expect((await asStaff(owner, 'DELETE', '/api/desk/api-keys/not-a-key')).status).toBe(404);
  });
});

describe('/api/v1 with keys of each scope, none, an expired and a revoked one', () => {
  const keys: Record<string, string | undefined> = {};
  let inquiryId = '';

  beforeAll(async () => {
    for (const scope of ['inquiries:read', 'inquiries:write', 'content:read', 'webhooks:manage']) {
      keys[scope] = (await createKey({ name: `Scope ${scope}`, scopes: [scope] })).key;
    }
    keys.none = undefined;
    const expired = await createKey({
      name: 'Expired',
      scopes: ['inquiries:read', 'inquiries:write'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await desk.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    keys.expired = expired.key;
    const revoked = await createKey({ name: 'Revoked', scopes: ['inquiries:read', 'inquiries:write'] });
    await asStaff(owner, 'DELETE', `/api/desk/api-keys/${revoked.id}`);
    keys.revoked = revoked.key;
    keys.malformed = 'sdk_not_a_key';
    inquiryId = (await submitInquiry(desk)).id;
  });

  const expectations: Record<string, Record<string, number>> = {
    'GET /api/v1/inquiries': { 'inquiries:read': 200 },
    'GET /api/v1/inquiries/:id': { 'inquiries:read': 200 },
    'PATCH /api/v1/inquiries/:id': { 'inquiries:write': 200 },
    // ── Notes and server-to-server creation (decision 235) ──
    'GET /api/v1/inquiries/:id/notes': { 'inquiries:read': 200 },
    'POST /api/v1/inquiries/:id/notes': { 'inquiries:write': 201 },
    'POST /api/v1/inquiries': { 'inquiries:write': 201 },
    // ── end of decision 235's rows ──
  };
  /** What each writing endpoint is sent (a change for PATCH, a note, the contact form's fields). */
  const bodies: Record<string, unknown> = {
    'PATCH /api/v1/inquiries/:id': { status: 'in_progress' },
    'POST /api/v1/inquiries/:id/notes': { text: 'Permission table note' },
    'POST /api/v1/inquiries': { ...validInquiryFields, email: 'permission-table@recyklace.example' },
  };
  const holders = [
    'inquiries:read',
    'inquiries:write',
    'content:read',
    'webhooks:manage',
    'none',
    'expired',
    'revoked',
    'malformed',
  ];
  const cases = Object.entries(expectations).flatMap(([endpoint, allowed]) =>
    holders.map((holder) => ({
      endpoint,
      holder,
      expected: allowed[holder] ?? (['none', 'expired', 'revoked', 'malformed'].includes(holder) ? 401 : 403),
    })),
  );

  it.each(cases)('$endpoint with the $holder key → $expected', async ({ endpoint, holder, expected }) => {
    const [method = '', pattern = ''] = endpoint.split(' ');
    const path = pattern.replace(':id', inquiryId);
    const body = bodies[endpoint];
    const response = await withKey(desk.app, keys[holder], method, path, body);
    expect(response.status, await response.clone().text()).toBe(expected);
    expect(response.headers.get('cache-control')).toBe('no-store');
    if (expected === 401) {
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
    if (expected === 403) {
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    // Security review: a write-only key read the whole inquiry from a change's answer.
    if (method === 'PATCH' && expected === 200) {
      const answer = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(answer).sort()).toEqual([
        'assigneeId',
        'id',
        'reference',
        'status',
        'tags',
        'updatedAt',
      ]);
    }
  });

  it('never does more than its creator’s role may now: a demoted admin’s key is refused (403)', async () => {
    const admin = await signInAs(desk, 'admin');
    const created = await createKey({ name: 'Admin’s key', scopes: ['inquiries:read'] }, admin);
    expect((await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries')).status).toBe(200);
    await desk.database.db.update(user).set({ role: 'editor' }).where(eq(user.id, admin.userId));
    expect((await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries')).status).toBe(403);
    // Removed from the team: the key acts for no one.
    await desk.database.db.delete(user).where(eq(user.id, admin.userId));
    expect((await withKey(desk.app, created.key, 'GET', '/api/v1/inquiries')).status).toBe(401);
  });

  it('takes no cookie: a signed-in owner without a key gets 401', async () => {
    const response = await asStaff(owner, 'GET', '/api/v1/inquiries');
    expect(response.status).toBe(401);
  });

  it('answers errors localized and structured, as the rest of the API', async () => {
    const response = await desk.app.request('/api/v1/inquiries', { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(401);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('unauthorized');
    const english = (await (await desk.app.request('/api/v1/inquiries')).json()) as {
      error: { message: string };
    };
    expect(error.message).not.toBe(english.error.message);
  });
});

describe('/api/v1/inquiries', () => {
  let reader = '';
  let writer = '';
  let writerId = '';

  beforeAll(async () => {
    reader = (await createKey({ name: 'Reader', scopes: ['inquiries:read'] })).key;
    const created = await createKey({ name: 'Writer', scopes: ['inquiries:read', 'inquiries:write'] });
    writer = created.key;
    writerId = created.id;
  });

  it('pages with an opaque cursor, each inquiry once, filtered by updatedSince and status', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const submitted = [];
    for (let count = 0; count < 5; count += 1) submitted.push((await submitInquiry(desk)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '2', updatedSince: since, status: 'new' });
      if (cursor) query.set('cursor', cursor);
      const response = await withKey(desk.app, reader, 'GET', `/api/v1/inquiries?${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as ApiInquiryPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(submitted));
  });

  it('refuses a cursor it did not write and a limit over 100 (422), never 500', async () => {
    for (const query of [
      'cursor=bm90LWEtY3Vyc29y',
      'cursor=WyJ4IiwieSJd',
      'limit=101',
      'updatedSince=yesterday',
      'status=lost',
      // Security review: these fit the patterns, and PostgreSQL refused them in the query with a 500.
      `cursor=${Buffer.from(JSON.stringify(['2026-13-45 25:61:61+99', '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e'])).toString('base64url')}`,
      `cursor=${Buffer.from(JSON.stringify(['2026-02-30 10:00:00+00', '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e'])).toString('base64url')}`,
      'updatedSince=0000-01-01T00:00:00Z',
    ]) {
      const response = await withKey(desk.app, reader, 'GET', `/api/v1/inquiries?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('filters by assignee and topic', async () => {
    const { id } = await submitInquiry(desk, { topic: 'service' });
    await withKey(desk.app, writer, 'PATCH', `/api/v1/inquiries/${id}`, { assigneeId: owner.userId });
    const mine = (await (
      await withKey(
        desk.app,
        reader,
        'GET',
        `/api/v1/inquiries?assignee=${owner.userId}&topic=service&limit=100`,
      )
    ).json()) as ApiInquiryPage;
    expect(mine.items.map((item) => item.id)).toContain(id);
    expect(mine.items.every((item) => item.assigneeId === owner.userId && item.topic === 'service')).toBe(
      true,
    );
    const unassigned = (await (
      await withKey(desk.app, reader, 'GET', '/api/v1/inquiries?assignee=none&limit=100')
    ).json()) as ApiInquiryPage;
    expect(unassigned.items.map((item) => item.id)).not.toContain(id);
  });

  it('reads one inquiry with its message; an unknown id is 404', async () => {
    const { id, reference } = await submitInquiry(desk, { message: 'We need two balers by March.' });
    const response = await withKey(desk.app, reader, 'GET', `/api/v1/inquiries/${id}`);
    expect(response.status).toBe(200);
    const inquiry = (await response.json()) as ApiInquiryDetail;
    expect(inquiry).toMatchObject({
      id,
      reference,
      status: 'new',
      message: 'We need two balers by March.',
      quoteRequest: null,
      fields: [],
    });
    expect(inquiry.messages).toEqual([]);
    expect((await withKey(desk.app, reader, 'GET', '/api/v1/inquiries/nope')).status).toBe(404);
    expect(
      (await withKey(desk.app, reader, 'GET', '/api/v1/inquiries/00000000-0000-4000-8000-000000000000'))
        .status,
    ).toBe(404);
  });

  // Decision 232: what a request asked is in the API as in the desk, the staff mail, the CSV and the webhooks.
  it('reads a request for a quotation’s products and the answers to the topic’s fields', async () => {
    const product = await insertEntry(desk.database.db, 'products', { en: productDocument() });
    const saved = await desk.app.request('/api/desk/topic-fields/quote', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: (await signInAs(desk, 'editor')).cookie },
      body: JSON.stringify({
        fields: [
          { key: 'width', type: 'number', labels: { en: 'Width' }, isRequired: false, unit: { en: 'mm' } },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const sent = await desk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validInquiryFields,
        topic: 'quote',
        lines: [{ entryId: product, quantity: 3, unit: 'set' }],
        purchaseReference: 'PO-88',
        extra: { width: '1250' },
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const inquiry = (await (
      await withKey(desk.app, reader, 'GET', `/api/v1/inquiries/${id}`)
    ).json()) as ApiInquiryDetail;
    expect(inquiry.quoteRequest).toMatchObject({
      lines: [{ entryId: product, title: 'EcoBale X4', quantity: 3, unit: 'set' }],
      purchaseReference: 'PO-88',
    });
    expect(inquiry.fields).toEqual([
      { key: 'width', type: 'number', label: 'Width', value: '1250', unit: 'mm' },
    ]);
  });

  it('changes status, assignee and tags as the desk does: activity by the key’s creator, webhooks told', async () => {
    const endpoint = await asStaff(owner, 'POST', '/api/desk/webhooks', {
      url: 'https://crm.invalid/sitedesk',
      events: ['inquiry.updated'],
    });
    expect(endpoint.status).toBe(201);
    const endpointId = ((await endpoint.json()) as { id: string }).id;
    const tagResponse = await asStaff(owner, 'POST', '/api/desk/tags', {
      name: `API ${Date.now()}`,
      color: 'blue',
    });
    const tagId = ((await tagResponse.json()) as { id: string }).id;
    const { id } = await submitInquiry(desk);

    const response = await withKey(desk.app, writer, 'PATCH', `/api/v1/inquiries/${id}`, {
      status: 'in_progress',
      assigneeId: owner.userId,
      tagIds: [tagId],
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const changed = (await response.json()) as ApiInquiryDetail;
    expect(changed).toMatchObject({ status: 'in_progress', assigneeId: owner.userId, tags: [{ id: tagId }] });

    const detail = (await (await asStaff(owner, 'GET', `/api/desk/inquiries/${id}`)).json()) as InquiryDetail;
    expect(detail.activity.map((entry) => [entry.action, entry.actor?.id])).toEqual(
      expect.arrayContaining([
        ['status_changed', owner.userId],
        ['assigned', owner.userId],
        ['tag_added', owner.userId],
      ]),
    );
    const queued = await desk.database.db
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.inquiryId, id)));
    expect(queued.length).toBeGreaterThanOrEqual(2);
    expect(queued.every((delivery) => delivery.eventType === 'inquiry.updated')).toBe(true);
    await desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));

    // Taking every tag off: `tagIds: []`.
    const untagged = await withKey(desk.app, writer, 'PATCH', `/api/v1/inquiries/${id}`, { tagIds: [] });
    const afterUntagging = (await untagged.json()) as ApiInquiryDetail;
    expect(afterUntagging.tags).toEqual([]);
    // A change of tags alone is a change: an integration polling by `updatedSince` sees it.
    expect(Date.parse(afterUntagging.updatedAt)).toBeGreaterThan(Date.parse(changed.updatedAt));
    const since = await withKey(
      desk.app,
      reader,
      'GET',
      `/api/v1/inquiries?updatedSince=${encodeURIComponent(afterUntagging.updatedAt)}`,
    );
    expect(((await since.json()) as ApiInquiryPage).items.map((item) => item.id)).toContain(id);
  });

  it('leaves an inquiry unread for the key’s creator: an integration’s change is not their reading it', async () => {
    const { id, reference } = await submitInquiry(desk);
    const response = await withKey(desk.app, writer, 'PATCH', `/api/v1/inquiries/${id}`, {
      status: 'in_progress',
    });
    expect(response.status).toBe(200);
    const list = await asStaff(owner, 'GET', `/api/desk/inquiries?q=${encodeURIComponent(reference)}`);
    const row = ((await list.json()) as InquiryList).items.find((item) => item.id === id);
    expect(row).toMatchObject({ status: 'in_progress', unread: true });
  });

  it('refuses a bad change with a structured 4xx and changes nothing', async () => {
    const { id } = await submitInquiry(desk);
    const patch = (body: unknown, contentType = 'application/json') =>
      desk.app.request(`/api/v1/inquiries/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${writer}`, 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    expect((await patch({ status: 'closed', tagIds: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(
      422,
    );
    expect((await patch({ status: 'answered', assigneeId: 'nobody' })).status).toBe(422);
    expect((await patch({})).status).toBe(422);
    expect((await patch('{"status":', 'application/json')).status).toBe(400);
    expect((await patch('status=closed', 'application/x-www-form-urlencoded')).status).toBe(415);
    const after = (await (
      await withKey(desk.app, writer, 'GET', `/api/v1/inquiries/${id}`)
    ).json()) as ApiInquiryDetail;
    expect(after.status).toBe('new');
    expect(after.assigneeId).toBeNull();
    const invalid = await patch({ status: 'closed' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('invalid_transition');
  });

  it('audits every use with method, route pattern and status, never the query or the key', async () => {
    await withKey(desk.app, writer, 'GET', '/api/v1/inquiries?status=new&assignee=none');
    await withKey(desk.app, writer, 'GET', '/api/v1/inquiries/00000000-0000-4000-8000-000000000000');
    const uses = await usesOf(writerId);
    expect(uses.map((use) => use.detail)).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/api/v1/inquiries', status: 200 },
        { method: 'GET', route: '/api/v1/inquiries/:id', status: 404 },
        { method: 'PATCH', route: '/api/v1/inquiries/:id', status: 200 },
        { method: 'PATCH', route: '/api/v1/inquiries/:id', status: 422 },
      ]),
    );
    expect(uses.every((use) => use.actorId === owner.userId)).toBe(true);
    expect(JSON.stringify(uses)).not.toContain('assignee=none');
  });
});

describe('the per-key limit (API_KEY_RATE_LIMIT_PER_MINUTE)', () => {
  // Security review: a leaked key used on and on after revocation wrote one audit row per request.
  it('audits a revoked key’s refusals once a minute, however often it is tried', async () => {
    const fixed = new Date('2026-11-30T12:00:10Z');
    const standing = await startTestSitedesk({}, { sharedDatabase: desk.database, now: () => fixed });
    try {
      const leaked = await createKey({ name: 'Leaked', scopes: ['inquiries:read'] });
      await asStaff(owner, 'DELETE', `/api/desk/api-keys/${leaked.id}`);
      for (let count = 0; count < 4; count += 1) {
        expect((await withKey(standing.app, leaked.key, 'GET', '/api/v1/inquiries')).status).toBe(401);
      }
      expect((await usesOf(leaked.id)).map((use) => use.detail?.status)).toEqual([401]);
    } finally {
      await standing.dispose();
    }
  });

  it('answers 429 with Retry-After past the limit, per key, counted in the shared table, and audits it', async () => {
    // A second instance on the same database with a limit of 2 and a clock that stands still, so all
    // requests fall into one window whatever the real time.
    const fixed = new Date('2026-11-30T12:00:10Z');
    const limited = await startTestSitedesk(
      { API_KEY_RATE_LIMIT_PER_MINUTE: '2' },
      { sharedDatabase: desk.database, now: () => fixed },
    );
    try {
      const first = await createKey({ name: 'Limited', scopes: ['inquiries:read'] });
      const second = await createKey({ name: 'Other', scopes: ['inquiries:read'] });
      const statuses = [];
      for (let count = 0; count < 3; count += 1) {
        statuses.push((await withKey(limited.app, first.key, 'GET', '/api/v1/inquiries')).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await withKey(limited.app, first.key, 'GET', '/api/v1/inquiries');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('50');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      // Another key has its own count.
      expect((await withKey(limited.app, second.key, 'GET', '/api/v1/inquiries')).status).toBe(200);
      // The refusals are audited once a minute: a key hammered past its limit writes no row per request.
      expect((await usesOf(first.id)).map((use) => use.detail?.status)).toEqual([200, 200, 429]);
    } finally {
      await limited.dispose();
    }
  });
});
