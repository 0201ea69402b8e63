import { randomUUID } from 'node:crypto';
import { staffPreferences } from '@sitedesk/db/conversation-schema';
import { mailOutbox } from '@sitedesk/db/schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { WebhookEventType } from '@sitedesk/shared/webhooks-api';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { holdAsSpam, submitInquiry } from '../../testing/desk-fixtures';
import { rawMessage, replyAddressOf } from '../../testing/inbound-mail';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { newMessageId } from './enqueue';

const day = 24 * 60 * 60 * 1000;
/** Each test's own visitor: erasing one must not reach another test's inquiries. */
const visitor = `liesbeth.vermeulen.${randomUUID().slice(0, 8)}@kunststof-recycling.example`;
const erasedVisitor = `joost.dekker.${randomUUID().slice(0, 8)}@kunststof-recycling.example`;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('webhook events of the desk’s everyday changes (decision 226)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  // The worker's and the jobs' own timers see the time the desk started: only the tests' calls act.
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

  function call(method: string, path: string, body?: unknown, who: SignedInStaff = owner) {
    return desk.app.request(path, {
      method,
      headers: { cookie: who.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function expectStatus(response: Response, status: number) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response;
  }

  /** A receiver and an endpoint for it, both gone after the test. */
  async function endpoint(events: WebhookEventType[], includesPersonalData = false) {
    const hooks: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => hooks.close());
    const response = await expectStatus(
      await call('POST', '/api/desk/webhooks', { url: hooks.url, events, includesPersonalData }),
      201,
    );
    const created = (await response.json()) as { id: string; secret: string };
    cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, created.id)));
    return { ...created, hooks };
  }

  /** Delivers what is due and reads every request as its receiver got it, each checked by its signature. */
  async function deliveredTo(target: { secret: string; hooks: WebhookReceiver }) {
    await desk.webhookWorker.deliverDue(new Date());
    return target.hooks.received.map((request) => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      };
      return {
        payload: new Webhook(target.secret).verify(request.body, headers) as {
          type: string;
          data: Record<string, unknown>;
        },
        body: request.body,
      };
    });
  }

  it('announces status, assignee and tag changes as inquiry.updated, after each change', async () => {
    const hooks = await endpoint(['inquiry.updated']);
    const sales = await signInAs(desk, 'sales');
    const inquiry = await submitInquiry(desk, { email: visitor });
    expect(await deliveredTo(hooks)).toEqual([]);

    await expectStatus(
      await call('PATCH', `/api/desk/inquiries/${inquiry.id}`, {
        status: 'in_progress',
        assigneeId: sales.userId,
      }),
      200,
    );
    // Delivered change by change: the worker sends what is due at once, so arrival order is not theirs.
    const statusAndAssignee = await deliveredTo(hooks);
    const tagName = `Baler ${randomUUID().slice(0, 6)}`;
    const tagResponse = await expectStatus(
      await call('POST', '/api/desk/tags', { name: tagName, color: 'blue' }),
      201,
    );
    const tag = (await tagResponse.json()) as { id: string };
    await expectStatus(await call('PUT', `/api/desk/inquiries/${inquiry.id}/tags/${tag.id}`), 204);
    // Doing what is already done changes nothing and announces nothing.
    await expectStatus(await call('PUT', `/api/desk/inquiries/${inquiry.id}/tags/${tag.id}`), 204);

    const received = await deliveredTo(hooks);
    expect(statusAndAssignee.map((request) => request.payload)).toEqual([
      {
        type: 'inquiry.updated',
        timestamp: startedAt.toISOString(),
        data: {
          id: inquiry.id,
          reference: inquiry.reference,
          status: 'in_progress',
          assigneeId: sales.userId,
          tags: [],
          mergedIntoId: null,
          changed: ['status', 'assigneeId'],
          updatedAt: startedAt.toISOString(),
        },
      },
    ]);
    expect(received.map((request) => request.payload)).toEqual([
      ...statusAndAssignee.map((request) => request.payload),
      {
        type: 'inquiry.updated',
        timestamp: startedAt.toISOString(),
        data: expect.objectContaining({ status: 'in_progress', tags: [tagName], changed: ['tags'] }),
      },
    ]);
    for (const request of received) expect(request.body).not.toContain(visitor);
  });

  it('announces a merge: the merged inquiry closed, untagged and pointing at the other, which gained its tag', async () => {
    const hooks = await endpoint(['inquiry.updated']);
    const target = await submitInquiry(desk, { email: visitor });
    const source = await submitInquiry(desk, { email: visitor });
    const tagName = `Shredder ${randomUUID().slice(0, 6)}`;
    const tag = (await (
      await expectStatus(await call('POST', '/api/desk/tags', { name: tagName, color: 'green' }), 201)
    ).json()) as { id: string };
    await expectStatus(await call('PUT', `/api/desk/inquiries/${source.id}/tags/${tag.id}`), 204);
    await deliveredTo(hooks);
    hooks.hooks.received.splice(0);

    await expectStatus(
      await call('POST', `/api/desk/inquiries/${target.id}/merge`, { sourceId: source.id }),
      200,
    );
    const received = (await deliveredTo(hooks)).map((request) => request.payload);
    expect(received).toHaveLength(2);
    expect(received).toContainEqual({
      type: 'inquiry.updated',
      timestamp: startedAt.toISOString(),
      data: {
        id: source.id,
        reference: source.reference,
        status: 'closed',
        assigneeId: null,
        tags: [],
        mergedIntoId: target.id,
        changed: ['status', 'tags', 'mergedIntoId'],
        updatedAt: startedAt.toISOString(),
      },
    });
    expect(received).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({
          id: target.id,
          tags: [tagName],
          mergedIntoId: null,
          changed: ['tags'],
        }),
      }),
    );
  });

  it('announces an internal note as note.added, its text only to an endpoint with personal data', async () => {
    const factsOnly = await endpoint(['note.added']);
    const withPersonal = await endpoint(['note.added'], true);
    const inquiry = await submitInquiry(desk, { email: visitor });
    const text = `Called ${randomUUID().slice(0, 6)}: wants the baler in RAL 5015`;
    const response = await expectStatus(
      await call('POST', `/api/desk/inquiries/${inquiry.id}/notes`, { body: text }),
      201,
    );
    const note = (await response.json()) as { id: string };
    const facts = {
      id: note.id,
      inquiryId: inquiry.id,
      reference: inquiry.reference,
      authorId: owner.userId,
      createdAt: expect.any(String),
    };
    const [plain] = await deliveredTo(factsOnly);
    expect(plain?.payload).toEqual({ type: 'note.added', timestamp: startedAt.toISOString(), data: facts });
    expect(plain?.body).not.toContain(text);
    const [full] = await deliveredTo(withPersonal);
    expect(full?.payload.data).toEqual({ ...facts, text });
  });

  it('announces an inquiry marked as spam, and one released from spam as created, late', async () => {
    const hooks = await endpoint(['inquiry.created', 'inquiry.updated']);
    const marked = await submitInquiry(desk, { email: visitor });
    const held = await submitInquiry(desk, { email: visitor });
    await holdAsSpam(desk, held.id);
    await deliveredTo(hooks);
    hooks.hooks.received.splice(0);

    await expectStatus(await call('PATCH', `/api/desk/inquiries/${marked.id}`, { status: 'spam' }), 200);
    const [spam] = await deliveredTo(hooks);
    expect(spam?.payload).toMatchObject({
      type: 'inquiry.updated',
      data: { id: marked.id, status: 'spam', changed: ['status'] },
    });
    hooks.hooks.received.splice(0);

    // Held on arrival, nobody heard of it: "Not spam" announces it as the new inquiry it now is.
    await expectStatus(await call('PATCH', `/api/desk/inquiries/${held.id}`, { status: 'new' }), 200);
    const received = await deliveredTo(hooks);
    expect(received.map((request) => request.payload)).toEqual([
      expect.objectContaining({
        type: 'inquiry.created',
        data: expect.objectContaining({ id: held.id, reference: held.reference, status: 'new' }),
      }),
    ]);
    expect(received[0]?.body).not.toContain(visitor);
  });

  it('announces a staff answer as message.sent, its text and addresses only to an opted-in endpoint', async () => {
    const factsOnly = await endpoint(['message.sent']);
    const personal = await endpoint(['message.sent'], true);
    const inquiry = await submitInquiry(desk, { email: visitor });
    const text = 'Thank you, the baler ships from Venlo in week 12.';

    const replied = await expectStatus(
      await call('POST', `/api/desk/inquiries/${inquiry.id}/replies`, { body: text }),
      201,
    );
    const { id: messageId } = (await replied.json()) as { id: string };

    const [plain] = await deliveredTo(factsOnly);
    expect(plain?.payload).toMatchObject({
      type: 'message.sent',
      data: { id: messageId, inquiryId: inquiry.id, reference: inquiry.reference, authorId: owner.userId },
    });
    expect(plain?.body).not.toContain(visitor);
    expect(plain?.body).not.toContain('Venlo');
    const [full] = await deliveredTo(personal);
    expect(full?.payload.data).toMatchObject({ id: messageId, to: [visitor] });
    expect(String(full?.payload.data.text)).toContain(text);
  });

  it('announces a visitor’s answer by mail as message.received, and the reopening as inquiry.updated', async () => {
    const factsOnly = await endpoint(['message.received', 'inquiry.updated']);
    const personal = await endpoint(['message.received'], true);
    const inquiry = await submitInquiry(desk, { email: visitor });
    await expectStatus(
      await call('PATCH', `/api/desk/inquiries/${inquiry.id}`, { status: 'in_progress' }),
      200,
    );
    await expectStatus(await call('PATCH', `/api/desk/inquiries/${inquiry.id}`, { status: 'answered' }), 200);
    await expectStatus(await call('PATCH', `/api/desk/inquiries/${inquiry.id}`, { status: 'closed' }), 200);
    await deliveredTo(factsOnly);
    factsOnly.hooks.received.splice(0);

    const to = await replyAddressOf(desk, inquiry.id);
    const outcome = await desk.inbound.receive(
      rawMessage({ to, from: `Liesbeth Vermeulen <${visitor}>`, body: 'Could you add a conveyor belt?' }),
      { sender: visitor, recipients: [to] },
    );
    expect(outcome.kind).toBe('stored');

    const received = await deliveredTo(factsOnly);
    // Both queued in one transaction and sent at once: in either order.
    expect(received).toHaveLength(2);
    expect(received.map((request) => request.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'message.received',
          data: {
            id: outcome.kind === 'stored' ? outcome.messageId : '',
            inquiryId: inquiry.id,
            reference: inquiry.reference,
            isAutomatic: false,
            attachmentCount: 0,
            createdAt: expect.any(String),
          },
        }),
        expect.objectContaining({
          type: 'inquiry.updated',
          data: expect.objectContaining({ status: 'in_progress', changed: ['status'] }),
        }),
      ]),
    );
    for (const request of received) expect(request.body).not.toContain('conveyor');
    const [full] = await deliveredTo(personal);
    expect(full?.payload.data).toMatchObject({
      from: visitor,
      text: expect.stringContaining('conveyor belt'),
    });
  });

  it('announces an erased person with ids only, and erases the deliveries that held their data', async () => {
    const hooks = await endpoint(['person.erased', 'message.sent'], true);
    const inquiry = await submitInquiry(desk, { email: erasedVisitor });
    const other = await submitInquiry(desk, { email: 'joris.visser@kunststof-recycling.example' });
    // An answer in another person's thread, copied to this person: its delivery holds their address.
    await expectStatus(
      await call('POST', `/api/desk/inquiries/${other.id}/replies`, {
        body: 'Offer attached.',
        cc: [erasedVisitor],
      }),
      201,
    );
    await expectStatus(
      await call('POST', `/api/desk/inquiries/${inquiry.id}/replies`, { body: 'Offer attached.' }),
      201,
    );
    const queued = await desk.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hooks.id));
    expect(queued).toHaveLength(2);

    await expectStatus(await call('POST', '/api/desk/people/erase', { email: erasedVisitor }), 200);

    const left = await desk.database.db
      .select({ eventType: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hooks.id));
    expect(left.map((row) => row.eventType)).toEqual(['person.erased']);
    expect(JSON.stringify(left)).not.toContain(erasedVisitor);
    const [erased] = await deliveredTo(hooks);
    expect(erased?.payload).toMatchObject({
      type: 'person.erased',
      data: { erasureId: expect.any(String), inquiryIds: [inquiry.id], erasedAt: startedAt.toISOString() },
    });
    expect(Object.keys(erased?.payload.data ?? {}).sort()).toEqual(['erasedAt', 'erasureId', 'inquiryIds']);
    expect(erased?.body).not.toContain(erasedVisitor);
  });

  it('tells every owner and admin once, in their language, when a 410 switches an endpoint off', async () => {
    const admin = await signInAs(desk, 'admin');
    await desk.database.db.insert(staffPreferences).values({ userId: admin.userId, emailLocale: 'de' });
    await desk.auth.accounts.createMember({
      email: `sales-${randomUUID().slice(0, 8)}@staff.example`,
      name: 'Sales',
      role: 'sales',
      password: `test-password-${randomUUID()}`,
    });
    const hooks = await endpoint(['inquiry.created']);
    // Two deliveries sent at once, both answered 410: the endpoint is switched off, and its keepers told, once.
    hooks.hooks.answerWith({ status: 410 }, { status: 410 });
    await submitInquiry(desk);
    await submitInquiry(desk);

    const outcomes = await desk.webhookWorker.deliverDue(new Date());
    expect(outcomes.map((outcome) => outcome.error)).toEqual(['http_410', 'http_410']);
    expect(await desk.webhookWorker.deliverDue(new Date())).toEqual([]);

    const mails = await desk.database.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'webhook-disabled'));
    const parsed = mails.map((row) => {
      const payload = parseMailPayload(row.data);
      if (!payload.success) throw new Error(payload.error);
      return payload.payload;
    });
    const recipients = parsed.map((mail) => mail.to[0]).sort();
    expect(recipients).toContain(owner.email);
    expect(recipients).toContain(admin.email);
    // One each, and to nobody else: only owners and admins keep webhooks.
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.every((address) => /^(owner|admin)-/.test(address ?? ''))).toBe(true);
    const ownersMail = parsed.find((mail) => mail.to[0] === owner.email);
    if (!ownersMail) throw new Error('no mail to the owner');
    const rendered = await renderMail(ownersMail.template, ownersMail.props);
    expect(rendered.subject).toBe(`Webhook to ${new URL(hooks.hooks.url).host} switched off`);
    expect(rendered.text).toContain('410 Gone');
    expect(rendered.html).toContain(`href="${testOrigin}/desk/settings/webhooks"`);
    // The host only: a URL's path may hold the receiver's own token.
    expect(rendered.text).not.toContain('/hooks/sitedesk');
    const adminsMail = parsed.find((mail) => mail.to[0] === admin.email);
    expect(adminsMail?.props).toMatchObject({ locale: 'de', reason: 'gone' });
    if (!adminsMail) throw new Error('no mail to the admin');
    expect((await renderMail(adminsMail.template, adminsMail.props)).subject).toBe(
      `Webhook an ${new URL(hooks.hooks.url).host} abgeschaltet`,
    );
  });

  it('sweeps finished deliveries older than 30 days in the clean-up round, and keeps the rest', async () => {
    const { id: endpointId } = await endpoint(['inquiry.created']);
    // Later than any round the jobs' own timer may have claimed at start.
    const at = new Date(Date.now() + 2 * day);
    const row = (status: 'delivered' | 'failed' | 'pending', lastAttemptDaysAgo: number) => ({
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId,
      eventType: 'inquiry.created',
      payload: { type: 'inquiry.created', data: { test: true } },
      includesPersonalData: false,
      status,
      createdAt: new Date(at.getTime() - 40 * day),
      lastAttemptAt: new Date(at.getTime() - lastAttemptDaysAgo * day),
      // Never due in this file's other tests.
      nextAttemptAt: new Date(at.getTime() + 30 * day),
    });
    const old = [row('delivered', 31), row('failed', 45)];
    const kept = [row('delivered', 29), row('failed', 1), row('pending', 39)];
    await desk.database.db.insert(webhookDeliveries).values([...old, ...kept]);

    expect(await desk.jobs.runDueJobs(at)).toContain('webhook-delivery-sweep');

    const left = await desk.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          inArray(
            webhookDeliveries.id,
            [...old, ...kept].map((delivery) => delivery.id),
          ),
        ),
      );
    expect(left.map((delivery) => delivery.id).sort()).toEqual(kept.map((delivery) => delivery.id).sort());
  });
});
