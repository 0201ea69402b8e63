import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { startWebhookReceiver } from '../../testing/webhook-receiver';
import { newMessageId } from './enqueue';
import { replayFailedLimit } from './service';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('POST /api/desk/webhooks/:id/deliveries/replay-failed (decision 227)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  // The worker's own polling sees the time the desk started: only the tests' `deliverDue(at)` deliver.
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
      { now: () => startedAt },
    );
    owner = await signInAs(desk, 'owner');
  });
  afterAll(async () => {
    await desk.dispose();
  });

  const call = (staff: SignedInStaff, method: string, path: string, body?: unknown) =>
    desk.app.request(path, {
      method,
      headers: {
        cookie: staff.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function endpointTo(url: string) {
    const response = await call(owner, 'POST', '/api/desk/webhooks', { url, events: ['inquiry.created'] });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)));
    return id;
  }

  async function deliveriesOf(endpointId: string) {
    const response = await call(owner, 'GET', `/api/desk/webhooks/${endpointId}/deliveries`);
    return ((await response.json()) as { items: WebhookDelivery[] }).items;
  }

  it('sends again what failed for good and what waits for a retry, as the same messages, and nothing else', async () => {
    const hooks = await startWebhookReceiver();
    cleanups.push(() => hooks.close());
    const id = await endpointTo(hooks.url);
    hooks.answerWith({ status: 500 }, { status: 500 });
    await submitInquiry(desk);
    await submitInquiry(desk);
    expect(await desk.webhookWorker.deliverDue(new Date())).toMatchObject([
      { status: 'retrying' },
      { status: 'retrying' },
    ]);
    const [waiting, gaveUp] = await deliveriesOf(id);
    if (!waiting || !gaveUp) throw new Error('two deliveries expected');
    // One has run out of tries.
    await desk.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 10 })
      .where(eq(webhookDeliveries.id, gaveUp.id));
    // A delivered one and a fresh one are not "failed".
    await submitInquiry(desk);
    await desk.webhookWorker.deliverDue(new Date());
    await submitInquiry(desk);

    const replay = await call(owner, 'POST', `/api/desk/webhooks/${id}/deliveries/replay-failed`, {});
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ queued: 2 });
    // The replay wakes the worker; this round runs after its round, so both are done when it resolves.
    const before = hooks.received.length;
    await desk.webhookWorker.deliverDue(new Date());
    const sentIds = hooks.received.slice(before).map((request) => request.headers['webhook-id']);
    expect(sentIds).toEqual(expect.arrayContaining([waiting.messageId, gaveUp.messageId]));
    const after = new Map((await deliveriesOf(id)).map((delivery) => [delivery.id, delivery]));
    // Failed for good: a fresh schedule, so this is its first attempt. Waiting: its count went on.
    expect(after.get(gaveUp.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(after.get(waiting.id)).toMatchObject({ status: 'delivered', attempts: 2 });
    const listed = (await (await call(owner, 'GET', '/api/desk/webhooks')).json()) as {
      items: WebhookEndpoint[];
    };
    expect(listed.items.find((endpoint) => endpoint.id === id)?.lastDelivery).toMatchObject({
      status: 'delivered',
      lastStatus: 200,
    });

    // Nothing failed any more: nothing to queue.
    const again = await call(owner, 'POST', `/api/desk/webhooks/${id}/deliveries/replay-failed`, {});
    expect(await again.json()).toEqual({ queued: 0 });
  });

  it(`queues at most the latest ${replayFailedLimit} failed deliveries`, async () => {
    // A port nothing listens on: nothing is delivered here, the test only counts what is queued.
    const id = await endpointTo('http://127.0.0.1:9/hooks');
    const base = startedAt.getTime() - 1000 * 60 * 60;
    const rows = Array.from({ length: replayFailedLimit + 1 }, (_, index) => ({
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId: id,
      eventType: 'inquiry.created',
      payload: { type: 'inquiry.created', timestamp: '', data: { test: true } },
      includesPersonalData: false,
      status: 'failed' as const,
      attempts: 10,
      nextAttemptAt: new Date(base),
      createdAt: new Date(base + index * 1000),
    }));
    await desk.database.db.insert(webhookDeliveries).values(rows);

    const replay = await call(owner, 'POST', `/api/desk/webhooks/${id}/deliveries/replay-failed`, {});
    expect(await replay.json()).toEqual({ queued: replayFailedLimit });
    const [oldest] = await desk.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, rows[0]?.id ?? ''));
    expect(oldest?.status).toBe('failed');
  });

  it('is for those who manage webhooks, about an endpoint that exists, from a JSON request', async () => {
    const id = await endpointTo('http://127.0.0.1:9/hooks');
    const sales = await signInAs(desk, 'sales');
    const path = `/api/desk/webhooks/${id}/deliveries/replay-failed`;
    expect((await call(sales, 'POST', path, {})).status).toBe(403);
    expect(
      (await call(owner, 'POST', `/api/desk/webhooks/${randomUUID()}/deliveries/replay-failed`, {})).status,
    ).toBe(404);
    const form = await desk.app.request(path, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(form.status).toBe(415);
  });
});
