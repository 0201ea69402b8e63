import { mailOutbox } from '@sitedesk/db/schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { and, desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { capturedLog } from '../../testing/captured-log';
import { submitInquiry, validInquiryFields } from '../../testing/desk-fixtures';
import { insertEntry, productDocument } from '../../testing/published-entries';
import { sampleQuoteRequest } from '../../testing/quote-permission-table';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';

const second = 1000;
const day = 24 * 60 * 60 * second;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function call(desk: TestSitedesk, staff: SignedInStaff, method: string, path: string, body?: unknown) {
  return desk.app.request(path, {
    method,
    headers: { cookie: staff.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An endpoint made through the API, removed after the test so later inquiries do not reach it. */
async function createEndpoint(desk: TestSitedesk, owner: SignedInStaff, body: Record<string, unknown>) {
  const response = await call(desk, owner, 'POST', '/api/desk/webhooks', {
    events: ['inquiry.created'],
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const created = (await response.json()) as { id: string; secret: string };
  cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, created.id)));
  return created;
}

async function deliveriesOf(desk: TestSitedesk, owner: SignedInStaff, endpointId: string) {
  const response = await call(desk, owner, 'GET', `/api/desk/webhooks/${endpointId}/deliveries`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WebhookDelivery[] }).items;
}

async function endpointOf(desk: TestSitedesk, owner: SignedInStaff, id: string) {
  const response = await call(desk, owner, 'GET', '/api/desk/webhooks');
  const { items } = (await response.json()) as { items: WebhookEndpoint[] };
  return items.find((item) => item.id === id);
}

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  cleanups.push(() => started.close());
  return started;
}

/** The headers `Webhook.verify` reads, as the receiver got them. */
function signedHeaders(headers: Record<string, string | string[] | undefined>) {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}

/** The path of the buyer's page, from the link in the inquiry's latest answer (the quotation's mail). */
async function visitorPagePath(desk: TestSitedesk, inquiryId: string): Promise<string> {
  const [row] = await desk.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.inquiryId, inquiryId), eq(mailOutbox.template, 'inquiry-reply')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const parsed = parseMailPayload(row?.data);
  if (!parsed.success) throw new Error(parsed.error);
  const { text } = await renderMail(parsed.payload.template, parsed.payload.props);
  const link = new RegExp(`${testOrigin}/[a-z]{2}/requests/[A-Za-z0-9_-]{32}`).exec(text)?.[0];
  if (!link) throw new Error('no page link in the quotation mail');
  return link.slice(testOrigin.length);
}

describe('webhooks to a receiver on this machine (WEBHOOK_ALLOW_PRIVATE_TARGETS=true)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  const log = capturedLog();
  // The worker's own polling sees the time the desk started: only the tests' `deliverDue(at)` deliver.
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
      { now: () => startedAt, logger: log.logger },
    );
    owner = await signInAs(desk, 'owner');
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('signs inquiry.created as Standard Webhooks, verifiable with the secret shown once', async () => {
    const hooks = await receiver();
    const { id, secret } = await createEndpoint(desk, owner, { url: hooks.url });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const inquiry = await submitInquiry(desk, { email: 'mara.lindqvist@example.com' });

    await desk.webhookWorker.deliverDue(new Date());

    expect(hooks.received).toHaveLength(1);
    const [request] = hooks.received;
    if (!request) throw new Error('nothing received');
    const payload = new Webhook(secret).verify(request.body, signedHeaders(request.headers));
    expect(payload).toMatchObject({
      type: 'inquiry.created',
      data: { id: inquiry.id, reference: inquiry.reference, status: 'new', country: expect.any(String) },
    });
    // Personal data only when the endpoint asked for it.
    expect(request.body).not.toContain('mara.lindqvist@example.com');
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    const [delivery] = await deliveriesOf(desk, owner, id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
      responseExcerpt: 'ok',
    });
    // The secret is never read back, and the log carries neither it, the URL nor the payload.
    const listed = JSON.stringify(await endpointOf(desk, owner, id));
    expect(listed).not.toContain('whsec_');
    const logged = log.lines.join('\n');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(hooks.url);
    expect(logged).not.toContain(inquiry.reference);
  });

  it('sends the visitor’s name, e-mail and message to an endpoint set to receive personal data', async () => {
    const hooks = await receiver();
    await createEndpoint(desk, owner, { url: hooks.url, includesPersonalData: true });
    await submitInquiry(desk, { email: 'jonas.aalto@example.com' });
    await desk.webhookWorker.deliverDue(new Date());
    expect(JSON.parse(hooks.received[0]?.body ?? '{}')).toMatchObject({
      data: { email: 'jonas.aalto@example.com', name: expect.any(String), message: expect.any(String) },
    });
  });

  it('connects by host name to the very address it checked', async () => {
    const hooks = await receiver();
    const { id } = await createEndpoint(desk, owner, { url: `http://localhost:${hooks.port}/hooks` });
    await submitInquiry(desk);
    await desk.webhookWorker.deliverDue(new Date());
    expect(hooks.received).toHaveLength(1);
    expect(hooks.received[0]?.headers.host).toBe(`localhost:${hooks.port}`);
    expect((await deliveriesOf(desk, owner, id))[0]).toMatchObject({ status: 'delivered' });
  });

  it('retries a 500 five seconds later with the same webhook-id', async () => {
    const hooks = await receiver();
    const { id, secret } = await createEndpoint(desk, owner, { url: hooks.url });
    hooks.answerWith({ status: 500, body: 'database locked' });
    await submitInquiry(desk);
    const at = new Date();

    expect(await desk.webhookWorker.deliverDue(at)).toMatchObject([
      { status: 'retrying', error: 'http_500' },
    ]);
    const [waiting] = await deliveriesOf(desk, owner, id);
    expect(waiting).toMatchObject({ status: 'pending', lastStatus: 500, responseExcerpt: 'database locked' });
    expect(waiting?.nextAttemptAt).toBe(new Date(at.getTime() + 5 * second).toISOString());

    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 4 * second))).toEqual([]);
    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 5 * second))).toMatchObject([
      { status: 'delivered' },
    ]);
    const [first, second_] = hooks.received;
    expect(second_?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    for (const request of hooks.received) {
      expect(() => new Webhook(secret).verify(request.body, signedHeaders(request.headers))).not.toThrow();
    }
    expect((await deliveriesOf(desk, owner, id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('waits as long as Retry-After asks', async () => {
    const hooks = await receiver();
    await createEndpoint(desk, owner, { url: hooks.url });
    hooks.answerWith({ status: 503, headers: { 'retry-after': '120' } });
    await submitInquiry(desk);
    const at = new Date();
    await desk.webhookWorker.deliverDue(at);
    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 119 * second))).toEqual([]);
    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 120 * second))).toMatchObject([
      { status: 'delivered' },
    ]);
    expect(hooks.received).toHaveLength(2);
  });

  it('disables an endpoint that answers 410 Gone, and queues nothing more for it', async () => {
    const hooks = await receiver();
    const { id } = await createEndpoint(desk, owner, { url: hooks.url });
    hooks.answerWith({ status: 410 });
    await submitInquiry(desk);
    expect(await desk.webhookWorker.deliverDue(new Date())).toMatchObject([
      { status: 'failed', error: 'http_410' },
    ]);
    expect(await endpointOf(desk, owner, id)).toMatchObject({ isEnabled: false, disabledReason: 'gone' });
    await submitInquiry(desk);
    expect(await deliveriesOf(desk, owner, id)).toHaveLength(1);
  });

  it('disables an endpoint that has failed for five days', async () => {
    const hooks = await receiver();
    const { id } = await createEndpoint(desk, owner, { url: hooks.url });
    hooks.answerWith({ status: 502 });
    await submitInquiry(desk);
    const at = new Date();
    await desk.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(at.getTime() - 5 * day) })
      .where(eq(webhookEndpoints.id, id));
    expect(await desk.webhookWorker.deliverDue(at)).toMatchObject([{ status: 'failed', error: 'http_502' }]);
    expect(await endpointOf(desk, owner, id)).toMatchObject({ isEnabled: false, disabledReason: 'failing' });
  });

  it('replays a failed delivery as the same message, and sends a test event on request', async () => {
    const hooks = await receiver();
    const { id } = await createEndpoint(desk, owner, { url: hooks.url });
    await submitInquiry(desk);
    const [queued] = await deliveriesOf(desk, owner, id);
    if (!queued) throw new Error('nothing queued');
    // Not failed yet: nothing to replay.
    const early = await call(
      desk,
      owner,
      'POST',
      `/api/desk/webhooks/${id}/deliveries/${queued.id}/replay`,
      {},
    );
    expect(early.status).toBe(409);
    await desk.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 10 })
      .where(eq(webhookDeliveries.id, queued.id));
    const replay = await call(
      desk,
      owner,
      'POST',
      `/api/desk/webhooks/${id}/deliveries/${queued.id}/replay`,
      {},
    );
    expect(replay.status).toBe(202);
    const test = await call(desk, owner, 'POST', `/api/desk/webhooks/${id}/test`, { event: 'quote.sent' });
    expect(test.status).toBe(202);
    await desk.webhookWorker.deliverDue(new Date());
    expect(hooks.received.map((request) => request.headers['webhook-id'])).toContain(queued.messageId);
    expect(hooks.received.map((request) => JSON.parse(request.body))).toContainEqual(
      expect.objectContaining({ type: 'quote.sent', data: { test: true } }),
    );
  });

  it('rotates the secret: the new one shown once, both signing for a day', async () => {
    const hooks = await receiver();
    const { id, secret: old } = await createEndpoint(desk, owner, { url: hooks.url });
    const response = await call(desk, owner, 'POST', `/api/desk/webhooks/${id}/secret`, {});
    expect(response.status).toBe(200);
    const { secret } = (await response.json()) as { secret: string };
    expect(secret).not.toBe(old);
    await submitInquiry(desk);
    await desk.webhookWorker.deliverDue(new Date());
    const [request] = hooks.received;
    if (!request) throw new Error('nothing received');
    for (const key of [secret, old]) {
      expect(() => new Webhook(key).verify(request.body, signedHeaders(request.headers))).not.toThrow();
    }
    const audit = await call(desk, owner, 'GET', '/api/desk/audit-log');
    const { items } = (await audit.json()) as { items: { action: string; target?: { id: string } }[] };
    expect(items.filter((item) => item.target?.id === id).map((item) => item.action)).toEqual([
      'webhook.secret_rotated',
      'webhook.created',
    ]);
  });

  // Decision 232: a CRM gets what was asked for without a second call; the visitor's own words only by choice.
  it('carries a request’s products and the chosen answers to every endpoint, typed words only with personal data', async () => {
    const editor = await signInAs(desk, 'editor');
    const fields = [
      {
        key: 'material',
        type: 'choice',
        labels: { en: 'Material' },
        isRequired: true,
        choices: [
          { key: 'steel', labels: { en: 'Steel' } },
          { key: 'aluminium', labels: { en: 'Aluminium' } },
        ],
      },
      { key: 'remarks', type: 'text', labels: { en: 'Remarks' }, isRequired: false },
      // A number may be a phone number as a text may be anything: no fact (security review).
      { key: 'callback', type: 'number', labels: { en: 'Call me on' }, isRequired: false },
    ];
    const saved = await call(desk, editor, 'PUT', '/api/desk/topic-fields/quote', { fields });
    expect(saved.status, await saved.clone().text()).toBe(200);
    cleanups.push(async () => call(desk, editor, 'PUT', '/api/desk/topic-fields/quote', { fields: [] }));
    const plain = await receiver();
    const personalHooks = await receiver();
    await createEndpoint(desk, owner, { url: plain.url });
    await createEndpoint(desk, owner, { url: personalHooks.url, includesPersonalData: true });
    const baler = await insertEntry(desk.database.db, 'products', { en: productDocument() });
    const sent = await desk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validInquiryFields,
        topic: 'quote',
        lines: [{ entryId: baler, quantity: 2, unit: 'pcs' }],
        deliveryCountry: 'CZ',
        purchaseReference: 'PO-2026-114',
        extra: { material: 'steel', remarks: 'Hall door is 4 m wide', callback: '420601234567' },
      }),
    });
    expect(sent.status).toBe(201);

    await desk.webhookWorker.deliverDue(new Date());
    const dataOf = (hooks: WebhookReceiver) =>
      (JSON.parse(hooks.received[0]?.body ?? '{}') as { data: Record<string, unknown> }).data;
    const line = { entryId: baler, title: 'EcoBale X4', quantity: 2, unit: 'pcs' };
    const material = {
      key: 'material',
      type: 'choice',
      label: 'Material',
      value: 'steel',
      valueLabels: ['Steel'],
    };
    expect(dataOf(plain)).toMatchObject({
      quoteRequest: { lines: [line], neededBy: null, deliveryCountry: 'CZ' },
      fields: [material],
    });
    expect(plain.received[0]?.body).not.toMatch(/PO-2026-114|Hall door|420601234567/);
    expect(dataOf(personalHooks)).toMatchObject({
      quoteRequest: { lines: [line], purchaseReference: 'PO-2026-114' },
      fields: [
        material,
        { key: 'remarks', type: 'text', value: 'Hall door is 4 m wide' },
        { key: 'callback', type: 'number', value: '420601234567' },
      ],
    });
  });

  it('announces a quotation sent and accepted, the buyer’s signature only with personal data', async () => {
    const hooks = await receiver();
    await createEndpoint(desk, owner, { url: hooks.url, events: ['quote.sent', 'quote.accepted'] });
    const { id: inquiryId } = await submitInquiry(desk);
    const created = await call(
      desk,
      owner,
      'POST',
      `/api/desk/inquiries/${inquiryId}/quotes`,
      sampleQuoteRequest(),
    );
    expect(created.status).toBe(201);
    const quote = (await created.json()) as { id: string; number: string };
    expect((await call(desk, owner, 'POST', `/api/desk/quotes/${quote.id}/send`, {})).status).toBe(200);
    const decided = await desk.app.request(`${await visitorPagePath(desk, inquiryId)}/quotes/${quote.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'accept', name: 'Jana Nováková' }).toString(),
    });
    expect(decided.status).toBe(303);

    await desk.webhookWorker.deliverDue(new Date());
    const bodies = hooks.received.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    const expected = { id: quote.id, inquiryId, number: quote.number, currency: 'EUR' };
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'quote.sent',
        data: expect.objectContaining({ ...expected, status: 'sent' }),
      }),
      expect.objectContaining({
        type: 'quote.accepted',
        data: expect.objectContaining({ ...expected, status: 'accepted', decidedAt: expect.any(String) }),
      }),
    ]);
    expect(JSON.stringify(bodies)).not.toContain('Jana Nováková');
  });

  it('refuses bad input with 422 naming the field, and stores nothing', async () => {
    const before = (await desk.database.db.select().from(webhookEndpoints)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'ftp://files.example/hooks', events: ['inquiry.created'] }, 'url', 'invalid_format'],
      [{ url: 'https://user:pw@crm.example/hooks', events: ['inquiry.created'] }, 'url', 'invalid_format'],
      [{ url: `https://crm.example/${'a'.repeat(2000)}`, events: ['inquiry.created'] }, 'url', 'too_big'],
      [{ url: 'https://crm.example/\u0000', events: ['inquiry.created'] }, 'url', 'invalid_characters'],
      [{ url: 'https://crm.example/hooks', events: [] }, 'events', 'too_small'],
      [{ url: 'https://crm.example/hooks', events: ['inquiry.exploded'] }, 'events.0', 'invalid_value'],
      [
        { url: 'https://crm.example/hooks', events: ['inquiry.created'], includesPersonalData: 'yes' },
        'includesPersonalData',
        'invalid_type',
      ],
    ];
    for (const [body, field, code] of cases) {
      const response = await call(desk, owner, 'POST', '/api/desk/webhooks', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const { error } = (await response.json()) as { error: { fields: Record<string, { code: string }> } };
      expect(error.fields[field]?.code).toBe(code);
    }
    expect(await desk.database.db.select().from(webhookEndpoints)).toHaveLength(before);
  });
});

describe('webhook targets on private addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS unset)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
      { now: () => startedAt },
    );
    owner = await signInAs(desk, 'owner');
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('refuses a plain http URL', async () => {
    const response = await call(desk, owner, 'POST', '/api/desk/webhooks', {
      url: 'http://crm.example/hooks',
      events: ['inquiry.created'],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { url: { code: 'invalid_format' } } } });
  });

  it.each([
    ['loopback', (port: number) => `https://127.0.0.1:${port}/hooks`],
    ['a name resolving to loopback', (port: number) => `https://localhost:${port}/hooks`],
    ['IPv4 in IPv6 loopback', (port: number) => `https://[::ffff:127.0.0.1]:${port}/hooks`],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data/'],
  ])('connects to nothing for %s and says why', async (_name, urlFor) => {
    const hooks = await receiver();
    const { id } = await createEndpoint(desk, owner, { url: urlFor(hooks.port) });
    await submitInquiry(desk);
    expect(await desk.webhookWorker.deliverDue(new Date())).toMatchObject([
      { status: 'retrying', error: 'private_address' },
    ]);
    expect(hooks.connections()).toBe(0);
    expect((await deliveriesOf(desk, owner, id))[0]).toMatchObject({
      status: 'pending',
      lastError: 'private_address',
      lastStatus: null,
      durationMs: null,
    });
  });
});
