import { apiKeys } from '@sitedesk/db/api-keys-schema';
import { auditLog } from '@sitedesk/db/audit-schema';
import { user } from '@sitedesk/db/auth-schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type { ApiWebhookCreated, ApiWebhookEndpoint } from '@sitedesk/shared/api-keys-api';
import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, requestAsStaff, requestWithKey } from '../../../testing/api-key-requests';
import { capturedLog } from '../../../testing/captured-log';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { apiV1ScopeTable } from '../../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { startWebhookReceiver, type WebhookReceiver } from '../../../testing/webhook-receiver';
import { claimDueDeliveries, scheduleRetry } from '../delivery-repository';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function asStaff(desk: TestSitedesk, staff: SignedInStaff, method: string, path: string, body?: unknown) {
  return requestAsStaff(desk.app, staff, method, path, body);
}

function withKey(desk: TestSitedesk, key: string | undefined, method: string, path: string, body?: unknown) {
  return requestWithKey(desk.app, key, method, path, body);
}

function createKey(desk: TestSitedesk, by: SignedInStaff, request: Record<string, unknown>) {
  return createApiKey(desk.app, by, request);
}

/** An endpoint made with `key`, removed after the test so later inquiries do not reach it. */
async function createByApi(desk: TestSitedesk, key: string, body: Record<string, unknown>) {
  const response = await withKey(desk, key, 'POST', '/api/v1/webhooks', {
    events: ['inquiry.created'],
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const created = (await response.json()) as ApiWebhookCreated;
  cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, created.id)));
  return created;
}

async function deskList(desk: TestSitedesk, owner: SignedInStaff): Promise<WebhookEndpoint[]> {
  const response = await asStaff(desk, owner, 'GET', '/api/desk/webhooks');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WebhookEndpoint[] }).items;
}

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  cleanups.push(() => started.close());
  return started;
}

function errorOf(body: unknown) {
  return (body as { error: { code: string; fields?: Record<string, { code: string }> } }).error;
}

describe('/api/v1/webhooks with a receiver on this machine (WEBHOOK_ALLOW_PRIVATE_TARGETS=true)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  let manager = '';
  const log = capturedLog();
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        INQUIRY_RATE_LIMIT: '0',
        SIGN_IN_RATE_LIMIT: '0',
        API_KEY_RATE_LIMIT_PER_MINUTE: '0',
      },
      // The worker's own polling sees the time the desk started: only the tests' `deliverDue(at)` deliver.
      { now: () => startedAt, logger: log.logger },
    );
    owner = await signInAs(desk, 'owner');
    manager = (await createKey(desk, owner, { name: 'CRM webhooks', scopes: ['webhooks:manage'] })).key;
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('makes an endpoint the desk lists, signed with the secret shown once, audited under the key’s creator', async () => {
    const hooks = await receiver();
    const created = await createByApi(desk, manager, { url: hooks.url, description: 'CRM leads' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ kind: 'standard', url: hooks.url, includesPersonalData: false });

    expect((await deskList(desk, owner)).find((item) => item.id === created.id)).toMatchObject({
      url: hooks.url,
      description: 'CRM leads',
      events: ['inquiry.created'],
    });

    const inquiry = await submitInquiry(desk);
    await desk.webhookWorker.deliverDue(new Date());
    const [request] = hooks.received;
    if (!request) throw new Error('nothing received');
    const payload = new Webhook(created.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'inquiry.created', data: { id: inquiry.id } });

    const deliveries = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${created.id}/deliveries`);
    expect(deliveries.status).toBe(200);
    const { items } = (await deliveries.json()) as { items: WebhookDelivery[] };
    expect(items[0]).toMatchObject({ status: 'delivered', lastStatus: 200, eventType: 'inquiry.created' });

    const [audited] = await desk.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook.created'), eq(auditLog.targetId, created.id)));
    expect(audited?.actorId).toBe(owner.userId);
  });

  it('never shows a secret again: not in the list, a change, the database in clear, or the log', async () => {
    const hooks = await receiver();
    const created = await createByApi(desk, manager, { url: hooks.url });
    const listed = await withKey(desk, manager, 'GET', '/api/v1/webhooks');
    expect(listed.status).toBe(200);
    const listedText = await listed.text();
    expect(listedText).toContain(created.id);
    expect(listedText).not.toContain('whsec_');
    const changed = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${created.id}`, {
      events: ['inquiry.created', 'inquiry.updated'],
    });
    expect(changed.status).toBe(200);
    const changedText = await changed.text();
    expect(changedText).not.toContain('whsec_');
    expect(JSON.parse(changedText)).toMatchObject({
      events: ['inquiry.created', 'inquiry.updated'],
      url: hooks.url,
    });
    const [row] = await desk.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(log.lines.join('\n')).not.toContain(created.secret);
  });

  it('lists a Slack destination by kind without its URL, and leaves it to the desk', async () => {
    const slackUrl = 'https://hooks.slack.com/services/T000/B000/XXXXsecretpartZQ7x';
    const response = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      kind: 'slack',
      url: slackUrl,
      events: ['inquiry.created'],
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));

    const listed = await withKey(desk, manager, 'GET', '/api/v1/webhooks');
    const text = await listed.text();
    const items = (JSON.parse(text) as { items: ApiWebhookEndpoint[] }).items;
    expect(items.find((item) => item.id === id)).toMatchObject({ kind: 'slack', url: null });
    expect(text).not.toContain('hooks.slack.com');
    expect(text).not.toContain('ZQ7x');

    // Made, moved and removed in the desk only.
    const slackByApi = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
      kind: 'slack',
      url: slackUrl,
      events: ['inquiry.created'],
    });
    expect(slackByApi.status).toBe(422);
    expect(errorOf(await slackByApi.json()).fields?.kind?.code).toBe('invalid_value');
    expect(
      (await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, { isEnabled: false })).status,
    ).toBe(403);
    expect((await withKey(desk, manager, 'DELETE', `/api/v1/webhooks/${id}`)).status).toBe(403);
    expect((await deskList(desk, owner)).find((item) => item.id === id)?.isEnabled).toBe(true);
  });

  it('never sends personal data where a key says: not switched on, nor moved once on', async () => {
    const hooks = await receiver();
    const refused = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
    });
    expect(refused.status).toBe(422);
    expect(errorOf(await refused.json()).fields?.includesPersonalData?.code).toBe('desk_only');

    const created = await createByApi(desk, manager, { url: hooks.url });
    const switchedOn = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${created.id}`, {
      includesPersonalData: true,
    });
    expect(switchedOn.status).toBe(422);

    // An admin turned personal data on in the desk: the key may no longer move the endpoint elsewhere.
    await asStaff(desk, owner, 'PUT', `/api/desk/webhooks/${created.id}`, {
      url: hooks.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
    });
    const moved = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${created.id}`, {
      url: 'https://collector.attacker.example/loot',
    });
    expect(moved.status).toBe(422);
    expect(errorOf(await moved.json()).fields?.url?.code).toBe('desk_only');
    expect((await deskList(desk, owner)).find((item) => item.id === created.id)?.url).toBe(hooks.url);
    // Switching it off is always allowed.
    const off = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${created.id}`, {
      includesPersonalData: false,
    });
    expect(off.status).toBe(200);
  });

  it('sends nothing queued to where a key moves an endpoint, even after switching personal data off first', async () => {
    const crm = await receiver();
    const attacker = await receiver();
    const made = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: crm.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    await submitInquiry(desk);

    const off = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, {
      includesPersonalData: false,
    });
    expect(off.status).toBe(200);
    const moved = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, { url: attacker.url });
    expect(moved.status).toBe(200);
    await desk.webhookWorker.deliverDue(new Date());
    expect(attacker.connections()).toBe(0);
    const log = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${id}/deliveries`);
    const { items } = (await log.json()) as { items: WebhookDelivery[] };
    expect(items.map((item) => [item.status, item.lastError])).toEqual([['failed', 'url_changed']]);
  });

  it('fails a message a crashed worker had claimed too, and a worker still in flight cannot queue it again', async () => {
    const crm = await receiver();
    const attacker = await receiver();
    const made = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: crm.url,
      events: ['inquiry.created'],
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    await submitInquiry(desk);
    // A worker claims the message and dies before sending: its claim lapses after 30 seconds.
    const claimedAt = new Date();
    const claimed = (await claimDueDeliveries(desk.database.db, claimedAt, 100, 30)).filter(
      (delivery) => delivery.endpointId === id,
    );
    expect(claimed).toHaveLength(1);

    const moved = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, { url: attacker.url });
    expect(moved.status).toBe(200);
    // A worker that was still sending to the old address records its failure: the message stays failed.
    const [delivery] = claimed;
    if (!delivery) throw new Error('no claimed delivery');
    await scheduleRetry(desk.database.db, delivery.id, claimedAt, {
      lastStatus: 503,
      lastError: null,
      durationMs: 1,
      responseExcerpt: null,
    });
    await desk.webhookWorker.deliverDue(new Date(claimedAt.getTime() + 60_000));
    expect(attacker.connections()).toBe(0);
    const log = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${id}/deliveries`);
    const { items } = (await log.json()) as { items: WebhookDelivery[] };
    expect(items.map((item) => [item.status, item.lastError])).toEqual([['failed', 'url_changed']]);
  });

  it('renews the signing secret by key: the next delivery verifies under the new one', async () => {
    const hooks = await receiver();
    const created = await createByApi(desk, manager, { url: hooks.url });
    const renewed = await withKey(desk, manager, 'POST', `/api/v1/webhooks/${created.id}/secret`);
    expect(renewed.status).toBe(200);
    const { secret } = (await renewed.json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);

    const test = await withKey(desk, manager, 'POST', `/api/v1/webhooks/${created.id}/test`);
    expect(test.status).toBe(202);
    const { messageId } = (await test.json()) as { messageId: string };
    await desk.webhookWorker.deliverDue(new Date());
    const request = hooks.received.find((item) => item.headers['webhook-id'] === messageId);
    if (!request) throw new Error('the test event was not received');
    const payload = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'inquiry.created', data: { test: true } });
    const [audited] = await desk.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook.secret_rotated'), eq(auditLog.targetId, created.id)));
    expect(audited?.actorId).toBe(owner.userId);
  });

  it('sends a failed message again by key, but leaves one written with personal data to the desk', async () => {
    const hooks = await receiver();
    const made = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
    });
    const { id } = (await made.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    await submitInquiry(desk, { name: 'Paula Private' });
    // The endpoint stops carrying personal data; the next message is written without it.
    const off = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, {
      includesPersonalData: false,
    });
    expect(off.status).toBe(200);
    await submitInquiry(desk, { name: 'Nora Notshown' });
    // Both failed for good at the receiver (as after days of retries).
    await desk.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'http_500' })
      .where(eq(webhookDeliveries.endpointId, id));
    const rows = await desk.database.db
      .select({ id: webhookDeliveries.id, includesPersonalData: webhookDeliveries.includesPersonalData })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    const withData = rows.find((row) => row.includesPersonalData);
    const without = rows.find((row) => !row.includesPersonalData);
    if (!withData || !without) throw new Error('expected one message with and one without personal data');

    const refused = await withKey(
      desk,
      manager,
      'POST',
      `/api/v1/webhooks/${id}/deliveries/${withData.id}/replay`,
    );
    expect(refused.status).toBe(409);
    expect(errorOf(await refused.json()).code).toBe('delivery_desk_only');
    const all = await withKey(desk, manager, 'POST', `/api/v1/webhooks/${id}/deliveries/replay-failed`);
    expect(all.status).toBe(202);
    expect(await all.json()).toEqual({ queued: 1 });
    await desk.webhookWorker.deliverDue(new Date());
    expect(hooks.received).toHaveLength(1);
    expect(hooks.received[0]?.body).not.toContain('Paula');
    // The desk may queue it again, but with personal data switched off the worker never sends it: a key
    // that switched it off and moved the endpoint cannot wait for an admin's "Replay all failed".
    const byDesk = await asStaff(
      desk,
      owner,
      'POST',
      `/api/desk/webhooks/${id}/deliveries/replay-failed`,
      {},
    );
    expect(byDesk.status).toBe(202);
    await desk.webhookWorker.deliverDue(new Date());
    expect(hooks.received).toHaveLength(1);
    const log = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${id}/deliveries`);
    const { items } = (await log.json()) as { items: WebhookDelivery[] };
    expect(items.find((item) => item.id === withData.id)).toMatchObject({
      status: 'failed',
      lastError: 'personal_data_off',
    });
  });

  it('shows a key no receiver’s answer to a message that carried personal data (it may echo it)', async () => {
    const hooks = await receiver();
    const made = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
    });
    const { id } = (await made.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    hooks.answerWith({ status: 200, body: '{"contact":"Echo Person <echo.person@example.org>"}' });
    await submitInquiry(desk, { name: 'Echo Person', email: 'echo.person@example.org' });
    await desk.webhookWorker.deliverDue(new Date());
    expect(hooks.received).toHaveLength(1);

    const byKey = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${id}/deliveries`);
    const { items } = (await byKey.json()) as { items: WebhookDelivery[] };
    expect(items[0]).toMatchObject({ status: 'delivered', responseExcerpt: null });
    const inDesk = await asStaff(desk, owner, 'GET', `/api/desk/webhooks/${id}/deliveries`);
    const { items: deskItems } = (await inDesk.json()) as { items: WebhookDelivery[] };
    expect(deskItems[0]?.responseExcerpt).toContain('echo.person@example.org');
  });

  it('keeps test events and replays of Slack and Teams destinations to the desk', async () => {
    const slack = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T000/B000/XXXXXXXX',
      events: ['inquiry.created'],
    });
    expect(slack.status, await slack.clone().text()).toBe(201);
    const { id } = (await slack.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    for (const path of ['test', 'deliveries/replay-failed']) {
      const response = await withKey(desk, manager, 'POST', `/api/v1/webhooks/${id}/${path}`);
      expect(response.status).toBe(403);
    }
    expect((await withKey(desk, manager, 'POST', `/api/v1/webhooks/${id}/secret`)).status).toBe(404);
  });

  it('leaves switching a personal-data endpoint back on to the desk once an admin stopped it', async () => {
    const hooks = await receiver();
    const made = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
      includesPersonalData: true,
      isEnabled: false,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    const on = await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${id}`, { isEnabled: true });
    expect(on.status).toBe(422);
    expect(errorOf(await on.json()).fields?.isEnabled?.code).toBe('desk_only');
    expect((await deskList(desk, owner)).find((item) => item.id === id)?.isEnabled).toBe(false);
  });

  it('keeps at most 50 endpoints: the 51st is refused (422), in the API as in the desk', async () => {
    const hooks = await receiver();
    const existing = (await deskList(desk, owner)).length;
    for (let made = existing; made < 50; made++) await createByApi(desk, manager, { url: hooks.url });
    const refused = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
    });
    expect(refused.status).toBe(422);
    expect(errorOf(await refused.json()).fields?.url?.code).toBe('too_many_endpoints');
    const inDesk = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
    });
    expect(inDesk.status).toBe(422);
    expect((await deskList(desk, owner)).length).toBe(50);
  });

  it('refuses bad input as the desk does (422 naming the field), and stores nothing', async () => {
    const before = (await desk.database.db.select().from(webhookEndpoints)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'ftp://files.example/hooks', events: ['inquiry.created'] }, 'url', 'invalid_format'],
      [{ url: 'https://user:pw@crm.example/hooks', events: ['inquiry.created'] }, 'url', 'invalid_format'],
      [{ url: `https://crm.example/${'a'.repeat(2000)}`, events: ['inquiry.created'] }, 'url', 'too_big'],
      [{ url: 'https://crm.example/hooks', events: [] }, 'events', 'too_small'],
      [{ url: 'https://crm.example/hooks', events: ['inquiry.exploded'] }, 'events.0', 'invalid_value'],
      [
        { url: 'https://crm.example/hooks', events: Array.from({ length: 50 }, () => 'inquiry.created') },
        'events',
        'too_big',
      ],
      [{ events: ['inquiry.created'] }, 'url', 'required'],
    ];
    for (const [body, field, code] of cases) {
      const response = await withKey(desk, manager, 'POST', '/api/v1/webhooks', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(errorOf(await response.json()).fields?.[field]?.code, JSON.stringify(body).slice(0, 80)).toBe(
        code,
      );
    }
    // A huge body is refused before it is parsed.
    const huge = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
      url: 'https://crm.example/hooks',
      events: Array.from({ length: 100_000 }, () => 'inquiry.created'),
    });
    expect(huge.status).toBe(413);
    expect(await desk.database.db.select().from(webhookEndpoints)).toHaveLength(before);
  });

  it('changes and deletes only what exists: an unknown id is 404', async () => {
    const hooks = await receiver();
    const created = await createByApi(desk, manager, { url: hooks.url });
    const unknown = '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e';
    expect(
      (await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${unknown}`, { isEnabled: false })).status,
    ).toBe(404);
    expect((await withKey(desk, manager, 'DELETE', '/api/v1/webhooks/not-an-id')).status).toBe(404);
    expect((await withKey(desk, manager, 'GET', `/api/v1/webhooks/${unknown}/deliveries`)).status).toBe(404);
    expect((await withKey(desk, manager, 'PATCH', `/api/v1/webhooks/${created.id}`, {})).status).toBe(422);
    expect((await withKey(desk, manager, 'DELETE', `/api/v1/webhooks/${created.id}`)).status).toBe(204);
    expect((await deskList(desk, owner)).some((item) => item.id === created.id)).toBe(false);
  });

  it('never does more than its creator may now: an admin demoted to sales gets 403', async () => {
    const admin = await signInAs(desk, 'admin');
    const { key } = await createKey(desk, admin, { name: 'Admin’s webhooks', scopes: ['webhooks:manage'] });
    expect((await withKey(desk, key, 'GET', '/api/v1/webhooks')).status).toBe(200);
    await desk.database.db.update(user).set({ role: 'sales' }).where(eq(user.id, admin.userId));
    expect((await withKey(desk, key, 'GET', '/api/v1/webhooks')).status).toBe(403);
    const hooks = await receiver();
    const refused = await withKey(desk, key, 'POST', '/api/v1/webhooks', {
      url: hooks.url,
      events: ['inquiry.created'],
    });
    expect(refused.status).toBe(403);
    expect((await deskList(desk, owner)).some((item) => item.url === hooks.url)).toBe(false);
  });
});

describe('/api/v1/webhooks without private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS unset)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  let manager = '';
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0' },
      { now: () => startedAt },
    );
    owner = await signInAs(desk, 'owner');
    manager = (await createKey(desk, owner, { name: 'CRM webhooks', scopes: ['webhooks:manage'] })).key;
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('refuses a plain http URL to a private address (422), as the desk does', async () => {
    const response = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
      url: 'http://169.254.169.254/latest/meta-data/',
      events: ['inquiry.created'],
    });
    expect(response.status).toBe(422);
    expect(errorOf(await response.json()).fields?.url?.code).toBe('invalid_format');
  });

  it('refuses a URL it cannot read (422 on url), in the API and the desk, never a 500', async () => {
    for (const url of ['nope', 'https://', 'https://exa mple.com/']) {
      const byKey = await withKey(desk, manager, 'POST', '/api/v1/webhooks', {
        url,
        events: ['inquiry.created'],
      });
      expect(byKey.status, url).toBe(422);
      expect(errorOf(await byKey.json()).fields?.url?.code, url).toBe('invalid_format');
      const inDesk = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
        url,
        events: ['inquiry.created'],
      });
      expect(inDesk.status, url).toBe(422);
    }
  });

  it('connects to nothing on a private address given as https, and says why in the log', async () => {
    const hooks = await receiver();
    const created = await createByApi(desk, manager, { url: `https://127.0.0.1:${hooks.port}/hooks` });
    await submitInquiry(desk);
    expect(await desk.webhookWorker.deliverDue(new Date())).toMatchObject([
      { status: 'retrying', error: 'private_address' },
    ]);
    expect(hooks.connections()).toBe(0);
    const response = await withKey(desk, manager, 'GET', `/api/v1/webhooks/${created.id}/deliveries`);
    const { items } = (await response.json()) as { items: WebhookDelivery[] };
    expect(items[0]).toMatchObject({ status: 'pending', lastError: 'private_address' });
  });
});

describe('/api/v1/webhooks with keys of each scope, none, an expired and a revoked one', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  let endpointId = '';
  const keys: Record<string, string | undefined> = {};

  beforeAll(async () => {
    desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0', API_KEY_RATE_LIMIT_PER_MINUTE: '0' });
    owner = await signInAs(desk, 'owner');
    for (const scope of ['inquiries:read', 'inquiries:write', 'content:read', 'webhooks:manage']) {
      keys[scope] = (await createKey(desk, owner, { name: `Scope ${scope}`, scopes: [scope] })).key;
    }
    keys.none = undefined;
    const expired = await createKey(desk, owner, {
      name: 'Expired',
      scopes: ['webhooks:manage'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await desk.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    keys.expired = expired.key;
    const revoked = await createKey(desk, owner, { name: 'Revoked', scopes: ['webhooks:manage'] });
    await asStaff(desk, owner, 'DELETE', `/api/desk/api-keys/${revoked.id}`);
    keys.revoked = revoked.key;
  });
  afterAll(async () => {
    await desk.dispose();
  });

  /** A fresh endpoint per request that changes or deletes one, made in the desk. */
  const freshEndpoint = async () => {
    const response = await asStaff(desk, owner, 'POST', '/api/desk/webhooks', {
      url: 'https://crm.example/hooks',
      events: ['inquiry.created'],
    });
    endpointId = ((await response.json()) as { id: string }).id;
    return endpointId;
  };

  const endpoints: Record<string, { success: number; body?: unknown }> = {
    'GET /api/v1/webhooks': { success: 200 },
    'POST /api/v1/webhooks': {
      success: 201,
      body: { url: 'https://crm.example/hooks', events: ['inquiry.created'] },
    },
    'PATCH /api/v1/webhooks/:id': { success: 200, body: { description: 'Changed by the table' } },
    'DELETE /api/v1/webhooks/:id': { success: 204 },
    'GET /api/v1/webhooks/:id/deliveries': { success: 200 },
    'POST /api/v1/webhooks/:id/secret': { success: 200 },
    'POST /api/v1/webhooks/:id/deliveries/replay-failed': { success: 202 },
    // No such delivery: past the key's guard, the endpoint's own 404.
    'POST /api/v1/webhooks/:id/deliveries/:deliveryId/replay': { success: 404 },
    'POST /api/v1/webhooks/:id/test': { success: 202, body: { event: 'inquiry.created' } },
  };
  const holders = [
    'inquiries:read',
    'inquiries:write',
    'content:read',
    'webhooks:manage',
    'none',
    'expired',
    'revoked',
  ];
  it('covers every /api/v1/webhooks endpoint of the scope table', () => {
    const known = Object.keys(apiV1ScopeTable).filter((endpoint) => endpoint.includes('/api/v1/webhooks'));
    expect(Object.keys(endpoints).sort()).toEqual(known.sort());
  });
  const cases = Object.entries(endpoints).flatMap(([endpoint, { success, body }]) =>
    holders.map((holder) => ({
      endpoint,
      holder,
      body,
      expected:
        holder === apiV1ScopeTable[endpoint]
          ? success
          : ['none', 'expired', 'revoked'].includes(holder)
            ? 401
            : 403,
    })),
  );

  it.each(cases)(
    '$endpoint with the $holder key → $expected',
    async ({ endpoint, holder, body, expected }) => {
      const [method = '', pattern = ''] = endpoint.split(' ');
      const withEndpoint = pattern.includes(':id') ? pattern.replace(':id', await freshEndpoint()) : pattern;
      const path = withEndpoint.replace(':deliveryId', '00000000-0000-4000-8000-000000000000');
      const response = await withKey(desk, keys[holder], method, path, body);
      expect(response.status, await response.clone().text()).toBe(expected);
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (expected === 403) expect(errorOf(await response.json()).code).toBe('forbidden');
      if (expected === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    },
  );
});
