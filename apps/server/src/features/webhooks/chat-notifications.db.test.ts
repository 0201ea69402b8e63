import { scheduledJobs } from '@sitedesk/db/jobs-schema';
import { inquiries } from '@sitedesk/db/schema';
import { webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../testing/captured-log';
import { type ChatReceiver, startSlackReceiver, startTeamsReceiver } from '../../testing/chat-receivers';
import { submitInquiry } from '../../testing/desk-fixtures';
import { rawMessage, replyAddressOf } from '../../testing/inbound-mail';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

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

/** Every API answer the test read, to show a chat URL never comes back. */
const answers: string[] = [];

async function createEndpoint(desk: TestSitedesk, owner: SignedInStaff, body: Record<string, unknown>) {
  const response = await call(desk, owner, 'POST', '/api/desk/webhooks', {
    events: ['inquiry.created'],
    ...body,
  });
  const text = await response.text();
  answers.push(text);
  expect(response.status, text).toBe(201);
  const created = JSON.parse(text) as { id: string; secret?: string };
  cleanups.push(() => desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, created.id)));
  return created;
}

async function read<T>(desk: TestSitedesk, owner: SignedInStaff, path: string): Promise<T> {
  const response = await call(desk, owner, 'GET', path);
  const text = await response.text();
  answers.push(text);
  expect(response.status).toBe(200);
  return JSON.parse(text) as T;
}

async function receiver(start: () => Promise<ChatReceiver>) {
  const started = await start();
  cleanups.push(() => started.close());
  return started;
}

const chatUrl = (hooks: ChatReceiver, path: string) => `http://127.0.0.1:${hooks.port}${path}`;

describe('Slack and Teams notices to local receivers that keep to each documented contract', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  let czechTeamId: string;
  let otherTeamId: string;
  const log = capturedLog();
  const startedAt = new Date();

  beforeAll(async () => {
    desk = await startTestSitedesk(
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' },
      { now: () => startedAt, logger: log.logger },
    );
    owner = await signInAs(desk, 'owner');
    const team = async (name: string) => {
      const response = await call(desk, owner, 'POST', '/api/desk/teams', {
        name,
        memberIds: [owner.userId],
        timeZone: 'Europe/Prague',
        hours: { mon: [['08:00', '17:00']] },
        holidays: [],
        firstAnswerTarget: 'PT4H',
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    czechTeamId = await team('Czech sales');
    otherTeamId = await team('Export sales');
    const rule = await call(desk, owner, 'POST', '/api/desk/routing-rules', {
      name: 'Czech Republic',
      when: { countries: ['CZ'] },
      assignTo: { teamId: czechTeamId },
    });
    expect(rule.status).toBe(201);
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('tells both channels of a new inquiry, in their language, with the excerpt only where it is shown', async () => {
    const slack = await receiver(startSlackReceiver);
    const teams = await receiver(startTeamsReceiver);
    const slackUrl = chatUrl(slack, '/services/T0001/B0001/slackSecretPart9Zq');
    const teamsUrl = chatUrl(teams, '/workflows/abc/triggers/manual/paths/invoke?sig=teamsSecretPart4Xw');
    const slackEndpoint = await createEndpoint(desk, owner, {
      kind: 'slack',
      url: slackUrl,
      includesPersonalData: true,
      teamId: czechTeamId,
    });
    const teamsEndpoint = await createEndpoint(desk, owner, { kind: 'teams', url: teamsUrl, locale: 'de' });
    // A chat endpoint signs nothing: no secret is made, none shown.
    expect(slackEndpoint.secret).toBeUndefined();
    const inquiry = await submitInquiry(desk, {
      company: 'Recyklace Morava s.r.o.',
      message: 'Please quote a horizontal baler for 40 t/day of PET bottles.\n\nDelivery to Brno.',
    });

    const outcomes = await desk.webhookWorker.deliverDue(new Date());
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['delivered', 'delivered']);

    expect(slack.received).toHaveLength(1);
    const [toSlack] = slack.received;
    expect(toSlack?.refused).toBeUndefined();
    // No Standard Webhooks signature: Slack reads none, the URL is the credential.
    expect(toSlack?.headers['webhook-signature']).toBeUndefined();
    const slackBody = JSON.stringify(toSlack?.body);
    expect(slackBody).toContain(`New inquiry ${inquiry.reference}`);
    expect(slackBody).toContain('Recyklace Morava s.r.o.');
    expect(slackBody).toContain('Czechia');
    // The topic by the desk's name for it, not its key.
    expect(slackBody).toContain(`*Topic:* ${deskMessageCatalogs.en.topicLabels.quote}`);
    expect(slackBody).toContain(
      'Please quote a horizontal baler for 40 t/day of PET bottles. Delivery to Brno.',
    );
    expect(slackBody).toContain(`${testOrigin}/desk/inquiries/${inquiry.id}`);

    expect(teams.received).toHaveLength(1);
    const [toTeams] = teams.received;
    expect(toTeams?.refused).toBeUndefined();
    const teamsBody = JSON.stringify(toTeams?.body);
    expect(teamsBody).toContain(`Neue Anfrage ${inquiry.reference}`);
    expect(teamsBody).toContain('Tschechien');
    expect(teamsBody).toContain(deskMessageCatalogs.de.topicLabels.quote);
    // This channel was not set to show the visitor's words.
    expect(teamsBody).not.toContain('baler');

    const deliveries = await read<{ items: WebhookDelivery[] }>(
      desk,
      owner,
      `/api/desk/webhooks/${teamsEndpoint.id}/deliveries`,
    );
    expect(deliveries.items[0]).toMatchObject({
      status: 'delivered',
      lastStatus: 202,
      eventType: 'inquiry.created',
    });

    // The URLs never come back from the API nor reach the log: only host and last characters are shown.
    const { items } = await read<{ items: WebhookEndpoint[] }>(desk, owner, '/api/desk/webhooks');
    expect(items.find((item) => item.id === slackEndpoint.id)).toMatchObject({
      kind: 'slack',
      url: `http://127.0.0.1:${slack.port}/…${slackUrl.slice(-4)}`,
      teamId: czechTeamId,
    });
    const everything = [...answers, ...log.lines].join('\n');
    for (const secretPart of ['slackSecretPart', 'teamsSecretPart', '/services/T0001', 'sig=']) {
      expect(everything).not.toContain(secretPart);
    }
  });

  it('leaves out another team’s inquiry from a channel kept for one team', async () => {
    const slack = await receiver(startSlackReceiver);
    await createEndpoint(desk, owner, {
      kind: 'slack',
      url: chatUrl(slack, '/services/T2/B2/x'),
      teamId: otherTeamId,
    });

    await submitInquiry(desk, { country: 'CZ' });
    await desk.webhookWorker.deliverDue(new Date());

    expect(slack.connections()).toBe(0);
  });

  // Security review: an excerpt queued while it was shown went out after the admin had switched it off.
  it('leaves the excerpt out of a notice queued before the admin switched it off', async () => {
    const slack = await receiver(startSlackReceiver);
    const endpoint = await createEndpoint(desk, owner, {
      kind: 'slack',
      url: chatUrl(slack, '/services/T3/B3/x'),
      includesPersonalData: true,
      teamId: czechTeamId,
    });
    await submitInquiry(desk, { message: 'Our private plant layout is attached, please keep it internal.' });
    const switchedOff = await call(desk, owner, 'PUT', `/api/desk/webhooks/${endpoint.id}`, {
      kind: 'slack',
      events: ['inquiry.created'],
      includesPersonalData: false,
      teamId: czechTeamId,
    });
    expect(switchedOff.status, await switchedOff.clone().text()).toBe(200);

    await desk.webhookWorker.deliverDue(new Date());
    expect(slack.received).toHaveLength(1);
    expect(JSON.stringify(slack.received[0]?.body)).not.toContain('private plant layout');
  });

  it('waits as long as Slack’s 429 Retry-After asks, then delivers the same notice', async () => {
    const slack = await receiver(startSlackReceiver);
    const { id } = await createEndpoint(desk, owner, {
      kind: 'slack',
      url: chatUrl(slack, '/services/T3/B3/y'),
    });
    slack.rateLimitOnce(30);
    await submitInquiry(desk);
    const at = new Date();

    expect(await desk.webhookWorker.deliverDue(at)).toMatchObject([
      { status: 'retrying', error: 'http_429' },
    ]);
    const [waiting] = (
      await read<{ items: WebhookDelivery[] }>(desk, owner, `/api/desk/webhooks/${id}/deliveries`)
    ).items;
    // The schedule's first step is 5 s; Slack asked for 30.
    expect(new Date(waiting?.nextAttemptAt ?? 0).getTime()).toBe(at.getTime() + 30_000);
    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 29_000))).toEqual([]);

    expect(await desk.webhookWorker.deliverDue(new Date(at.getTime() + 30_000))).toMatchObject([
      { status: 'delivered' },
    ]);
    expect(slack.received).toHaveLength(2);
    expect(slack.received[1]?.body).toEqual(slack.received[0]?.body);
  });

  it('tells a channel the visitor answered, with the first lines of the answer', async () => {
    const teams = await receiver(startTeamsReceiver);
    await createEndpoint(desk, owner, {
      kind: 'teams',
      url: chatUrl(teams, '/workflows/answers'),
      events: ['message.received'],
      includesPersonalData: true,
    });
    const visitor = 'petra.horakova@recyklace.example';
    const inquiry = await submitInquiry(desk, { email: visitor, message: 'The first question.' });
    const to = await replyAddressOf(desk, inquiry.id);
    const outcome = await desk.inbound.receive(
      rawMessage({ to, from: `Petra Horáková <${visitor}>`, body: 'Could you add a conveyor belt?' }),
      { sender: visitor, recipients: [to] },
    );
    expect(outcome.kind).toBe('stored');

    await desk.webhookWorker.deliverDue(new Date());

    expect(teams.received).toHaveLength(1);
    expect(teams.received[0]?.refused).toBeUndefined();
    const card = JSON.stringify(teams.received[0]?.body);
    expect(card).toContain(`The customer answered on ${inquiry.reference}`);
    expect(card).toContain('Could you add a conveyor belt?');
    expect(card).not.toContain('The first question.');
  });

  it('tells a channel once when an inquiry’s first answer is overdue', async () => {
    const slack = await receiver(startSlackReceiver);
    await createEndpoint(desk, owner, {
      kind: 'slack',
      url: chatUrl(slack, '/services/T5/B5/w'),
      events: ['inquiry.overdue'],
      locale: 'pl',
    });
    const inquiry = await submitInquiry(desk);
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await desk.database.db
      .update(inquiries)
      .set({ firstAnswerDueAt: past, firstAnswerRemindAt: past })
      .where(eq(inquiries.id, inquiry.id));

    for (const round of [1, 2]) {
      // Each round is due again: the job's last run is forgotten.
      await desk.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'answer-reminders'));
      await desk.jobs.runDueJobs(new Date());
      await desk.webhookWorker.deliverDue(new Date());
      expect(slack.received, `round ${round}`).toHaveLength(1);
    }
    expect(JSON.stringify(slack.received[0]?.body)).toContain(
      `Zapytanie ${inquiry.reference} jest po terminie`,
    );
  });

  it('refuses a chat kind’s events a chat is not told of, and an unknown team, naming the field', async () => {
    const response = await call(desk, owner, 'POST', '/api/desk/webhooks', {
      kind: 'teams',
      url: 'https://example.com/workflows/x',
      events: ['person.erased'],
      teamId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { fields: { 'events.0': { code: 'invalid_value' } } },
    });
    const unknownTeam = await call(desk, owner, 'POST', '/api/desk/webhooks', {
      kind: 'teams',
      url: 'https://example.com/workflows/x',
      events: ['inquiry.created'],
      teamId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownTeam.status).toBe(422);
    expect(await unknownTeam.json()).toMatchObject({
      error: { fields: { teamId: { code: 'unknown_team' } } },
    });
  });
});

describe('the local receivers themselves', () => {
  it('refuse what Slack and Teams would refuse, so a delivered notice means a valid shape', async () => {
    const slack = await receiver(startSlackReceiver);
    const teams = await receiver(startTeamsReceiver);
    const post = (hooks: ChatReceiver, body: unknown) =>
      fetch(chatUrl(hooks, '/x'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
    const noFallback = await post(slack, { blocks: [section('hello')] });
    expect([noFallback.status, await noFallback.text()]).toEqual([400, 'invalid_payload']);
    const tooLong = await post(slack, { text: 'x', blocks: [section('x'.repeat(3001))] });
    expect(tooLong.status).toBe(400);
    const good = await post(slack, { text: 'x', blocks: [section('hello')] });
    expect([good.status, await good.text()]).toEqual([200, 'ok']);
    const card = { type: 'AdaptiveCard', body: [{ type: 'TextBlock', text: 'hi' }] };
    const attachment = (content: unknown) => ({
      type: 'message',
      attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content }],
    });
    expect((await post(teams, attachment(card))).status).toBe(400);
    expect((await post(teams, attachment({ ...card, version: '1.4' }))).status).toBe(202);
  });
});

describe('a chat URL pointing inside the network (private targets not allowed)', () => {
  let desk: TestSitedesk;
  let owner: SignedInStaff;
  beforeAll(async () => {
    desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0' });
    owner = await signInAs(desk, 'owner');
  });
  afterAll(async () => {
    await desk.dispose();
  });

  it('connects to nothing and says why, as for any webhook', async () => {
    const slack = await receiver(startSlackReceiver);
    await createEndpoint(desk, owner, {
      kind: 'slack',
      url: `https://127.0.0.1:${slack.port}/services/T4/B4/z`,
    });
    await createEndpoint(desk, owner, { kind: 'teams', url: 'https://169.254.169.254/workflows/x' });
    await submitInquiry(desk);

    expect(await desk.webhookWorker.deliverDue(new Date())).toMatchObject([
      { status: 'retrying', error: 'private_address' },
      { status: 'retrying', error: 'private_address' },
    ]);
    expect(slack.connections()).toBe(0);
  });
});
