import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type { WebhookDeliveryPage } from '@sitedesk/shared/webhooks-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, requestAsStaff, requestWithKey } from '../../testing/api-key-requests';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

/**
 * The delivery log's pages (decision 241), by the desk and by key: a keyset over (created_at, id), newest
 * first, with the same query schema on both routes.
 */

let desk: TestSitedesk;
let owner: SignedInStaff;
let manager = '';
let reader = '';
const startedAt = new Date();
/** Far enough ahead that the desk's own worker never claims a pending row while a test reads the log. */
const notDueUntil = new Date(startedAt.getTime() + 24 * 60 * 60 * 1000);

type Via = 'desk' | 'key';

function read(via: Via, path: string): Promise<Response> {
  return via === 'desk'
    ? requestAsStaff(desk.app, owner, 'GET', `/api/desk${path}`)
    : requestWithKey(desk.app, manager, 'GET', `/api/v1${path}`);
}

async function newEndpoint(): Promise<string> {
  const response = await requestAsStaff(desk.app, owner, 'POST', '/api/desk/webhooks', {
    url: 'https://crm.example/hooks',
    events: ['inquiry.created'],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

type Row = { id: string; status: 'pending' | 'failed' | 'delivered'; eventType: string };

/**
 * `count` deliveries, three to each microsecond (ties broken by id), all within a few milliseconds: a
 * cursor that kept only milliseconds would skip or repeat them.
 */
async function insertDeliveries(
  endpointId: string,
  count: number,
  options: { base?: string; includesPersonalData?: boolean } = {},
): Promise<Row[]> {
  const base = options.base ?? '2026-11-30 08:00:00.000000+00';
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    status: (['pending', 'failed', 'delivered'] as const)[index % 3] ?? 'pending',
    eventType: index % 4 === 0 ? 'inquiry.updated' : 'inquiry.created',
    index,
  }));
  await desk.database.db.insert(webhookDeliveries).values(
    rows.map((row) => ({
      id: row.id,
      messageId: `msg_${row.id}`,
      endpointId,
      eventType: row.eventType,
      payload: { type: row.eventType, data: { test: true } },
      includesPersonalData: options.includesPersonalData ?? false,
      status: row.status,
      nextAttemptAt: notDueUntil,
      responseExcerpt: `answer ${row.index}`,
      createdAt: sql`${base}::timestamptz + make_interval(secs => ${Math.floor(row.index / 3)} * 0.000001)`,
    })),
  );
  return rows;
}

/** The log as the database orders it: newest first, ties by id descending. */
async function expectedOrder(endpointId: string, keep: (row: Row) => boolean): Promise<string[]> {
  const rows = await desk.database.db
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      eventType: webhookDeliveries.eventType,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(sql`${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc`);
  return rows.filter((row) => keep(row as Row)).map((row) => row.id);
}

/** Every page of `query`, following `nextCursor`; `between` runs after the first page. */
async function walk(
  via: Via,
  endpointId: string,
  query: string,
  between?: () => Promise<unknown>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
    const response = await read(via, `/webhooks/${endpointId}/deliveries?${query}${suffix}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as WebhookDeliveryPage;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
    if (pages === 1) await between?.();
  } while (cursor !== null && pages < 100);
  return { ids, pages };
}

beforeAll(async () => {
  desk = await startTestSitedesk(
    { SIGN_IN_RATE_LIMIT: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0' },
    // The worker's own polling sees the time the desk started: nothing inserted here is due.
    { now: () => startedAt },
  );
  owner = await signInAs(desk, 'owner');
  manager = (await createApiKey(desk.app, owner, { name: 'Log reader', scopes: ['webhooks:manage'] })).key;
  reader = (await createApiKey(desk.app, owner, { name: 'Site mirror', scopes: ['content:read'] })).key;
});

afterAll(async () => {
  await desk.dispose();
});

describe('GET …/webhooks/:id/deliveries, a page at a time', () => {
  it.each(['desk', 'key'] as const)(
    'walks a log longer than a page once, newest first, while new deliveries are queued (%s)',
    async (via) => {
      const id = await newEndpoint();
      await insertDeliveries(id, 130);
      const expected = await expectedOrder(id, () => true);
      // Queued after the first page was read: newer than all, so they belong to no later page.
      const queuedMeanwhile = () => insertDeliveries(id, 5, { base: '2026-11-30 09:00:00.000000+00' });
      const { ids, pages } = await walk(via, id, 'limit=40', queuedMeanwhile);
      expect(pages).toBe(4);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected);
    },
  );

  it('pages a filter by status and by event type, alone and together, alike in the desk and by key', async () => {
    const id = await newEndpoint();
    await insertDeliveries(id, 90);
    const cases: [string, (row: Row) => boolean][] = [
      ['status=failed', (row) => row.status === 'failed'],
      ['event=inquiry.updated', (row) => row.eventType === 'inquiry.updated'],
      [
        'status=pending&event=inquiry.created',
        (row) => row.status === 'pending' && row.eventType === 'inquiry.created',
      ],
      ['status=sending', () => false],
    ];
    for (const [filter, keep] of cases) {
      const expected = await expectedOrder(id, keep);
      for (const via of ['desk', 'key'] as const) {
        const { ids } = await walk(via, id, `limit=7&${filter}`);
        expect(ids, `${via} ${filter}`).toEqual(expected);
      }
    }
  });

  it('hides by key, on every page, the receiver’s answer to a message that carried personal data', async () => {
    const id = await newEndpoint();
    await insertDeliveries(id, 12, { includesPersonalData: true });
    const byKey = await walk('key', id, 'limit=5');
    expect(byKey.pages).toBe(3);
    for (const page of ['', `&cursor=${await secondCursor('key', id)}`]) {
      const response = await read('key', `/webhooks/${id}/deliveries?limit=5${page}`);
      const { items } = (await response.json()) as WebhookDeliveryPage;
      expect(items.length).toBe(5);
      for (const item of items) expect(item.responseExcerpt).toBeNull();
    }
    const inDesk = await read(
      'desk',
      `/webhooks/${id}/deliveries?limit=5&cursor=${await secondCursor('desk', id)}`,
    );
    const { items } = (await inDesk.json()) as WebhookDeliveryPage;
    expect(items[0]?.responseExcerpt).toMatch(/^answer \d+$/);
  });

  it('refuses a bad cursor, filter or limit with a 422 naming the field, and changes nothing', async () => {
    const id = await newEndpoint();
    await insertDeliveries(id, 6);
    const before = await desk.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    const bad: [string, string][] = [
      ['cursor=not%20a%20cursor', 'cursor'],
      [`cursor=${encoded('garbage')}`, 'cursor'],
      [`cursor=${encoded(`2026-02-30T00:00:00.000000Z~${randomUUID()}`)}`, 'cursor'],
      [`cursor=${encoded('2026-11-30T08:00:00.000000Z~not-a-uuid')}`, 'cursor'],
      [`cursor=${'A'.repeat(201)}`, 'cursor'],
      ['status=lost', 'status'],
      ['event=inquiry.exploded', 'event'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
    ];
    for (const via of ['desk', 'key'] as const) {
      for (const [query, field] of bad) {
        const response = await read(via, `/webhooks/${id}/deliveries?${query}`);
        expect(response.status, `${via} ${query}`).toBe(422);
        const { error } = (await response.json()) as {
          error: { code: string; fields: Record<string, unknown> };
        };
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields), `${via} ${query}`).toEqual([field]);
      }
    }
    const after = await desk.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    expect(after).toEqual(before);
  });

  it('gives a key without webhooks:manage 403 whatever its query, and an unknown endpoint is 404', async () => {
    const id = await newEndpoint();
    await insertDeliveries(id, 3);
    const cursor = await secondCursor('key', id, 1);
    for (const query of ['', `?limit=1&cursor=${cursor}`, '?status=failed']) {
      const response = await requestWithKey(
        desk.app,
        reader,
        'GET',
        `/api/v1/webhooks/${id}/deliveries${query}`,
      );
      expect(response.status, query).toBe(403);
    }
    const unknown = randomUUID();
    expect((await read('key', `/webhooks/${unknown}/deliveries?cursor=${cursor}`)).status).toBe(404);
    await desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  });
});

/** The first page's `nextCursor` for `limit`. */
async function secondCursor(via: Via, endpointId: string, limit = 5): Promise<string> {
  const response = await read(via, `/webhooks/${endpointId}/deliveries?limit=${limit}`);
  const { nextCursor } = (await response.json()) as WebhookDeliveryPage;
  if (nextCursor === null) throw new Error('expected a second page');
  return nextCursor;
}
