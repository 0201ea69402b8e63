import { scheduledJobs } from '@sitedesk/db/jobs-schema';
import { deskTeams, routingRules } from '@sitedesk/db/routing-schema';
import { mailOutbox } from '@sitedesk/db/schema';
import { renderMail } from '@sitedesk/email/render-mail';
import type { DeskEvent, InquiryDetail, InquiryList, InquiryListItem } from '@sitedesk/shared/desk-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/events/event-bus';
import { parseMailPayload } from '../../platform/outbox/mail-payload';
import { holdAsSpam, submitInquiry } from '../../testing/desk-fixtures';
import { rawMessage, replyAddressOf } from '../../testing/inbound-mail';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let admin: SignedInStaff;
let sales: SignedInStaff[];
/** The desk's clock: tests move it instead of sleeping. */
let now = new Date('2026-01-14T09:00:00Z');

const weekdays = (from: string, to: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [[from, to]]]));

beforeAll(async () => {
  // One notice per answer, so each test's answers can be told apart.
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', INBOUND_NOTIFY_QUIET_MINUTES: '0' },
    { now: () => now },
  );
  admin = await signInAs(desk, 'admin');
  sales = [await signInAs(desk, 'sales'), await signInAs(desk, 'sales'), await signInAs(desk, 'sales')];
});
afterAll(async () => {
  await desk.dispose();
});
beforeEach(async () => {
  await desk.database.db.delete(routingRules);
  await desk.database.db.delete(deskTeams);
  now = new Date('2026-01-14T09:00:00Z');
});

function member(index: number): SignedInStaff {
  const found = sales[index];
  if (!found) throw new Error(`no sales member ${index}`);
  return found;
}

async function send(method: string, path: string, body: unknown, who: SignedInStaff = admin) {
  return desk.app.request(path, {
    method,
    headers: { cookie: who.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function detailOf(id: string): Promise<InquiryDetail> {
  const response = await desk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as InquiryDetail;
}

async function answer(id: string, who: SignedInStaff): Promise<void> {
  const response = await send('POST', `/api/desk/inquiries/${id}/replies`, { body: 'Thank you!' }, who);
  expect(response.status).toBe(201);
}

/** The visitor answers by e-mail, to the inquiry's reply address. */
async function visitorAnswers(id: string, text = 'One more question'): Promise<void> {
  const to = await replyAddressOf(desk, id);
  const outcome = await desk.inbound.receive(rawMessage({ to, body: text }), {
    sender: 'jana.novakova@recyklace.example',
    recipients: [to],
  });
  expect(outcome.kind).toBe('stored');
}

/** The e-mails of `template` queued for the inquiry: who they go to. */
async function recipientsOf(inquiryId: string, template: string): Promise<string[]> {
  const rows = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
  return rows
    .filter((row) => row.template === template)
    .flatMap((row) => (row.data as { to: string[] }).to)
    .sort();
}

async function createTeam(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await send('POST', '/api/desk/teams', {
    name: 'DACH sales',
    memberIds: sales.map((one) => one.userId),
    timeZone: 'Europe/Berlin',
    hours: weekdays('08:00', '17:00'),
    holidays: [],
    firstAnswerTarget: 'PT4H',
    ...overrides,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function routeEverythingTo(assignTo: { teamId: string } | { userId: string }): Promise<void> {
  const response = await send('POST', '/api/desk/routing-rules', { name: 'Everything', when: {}, assignTo });
  expect(response.status).toBe(201);
}

describe('ownership on the first answer', () => {
  it('gives an unassigned inquiry to whoever answers it first, says so, and tells every desk', async () => {
    const [first, second] = [member(0), member(1)];
    const { id } = await submitInquiry(desk);
    const updates: DeskEvent[] = [];
    const unsubscribe = desk.events.subscribe((message: BusMessage) => {
      if ('event' in message && message.event.type === 'inquiry.updated') updates.push(message.event);
    });
    try {
      await answer(id, first);
    } finally {
      unsubscribe();
    }
    const detail = await detailOf(id);
    expect(detail.assigneeId).toBe(first.userId);
    expect(detail.activity.filter((entry) => entry.action === 'assigned')).toMatchObject([
      { actor: { id: first.userId }, details: { from: null, to: first.userId, reason: 'first_answer' } },
    ]);
    expect(updates).toMatchObject([{ inquiry: { id, assigneeId: first.userId } }]);

    // A colleague's later answer does not take it away.
    await answer(id, second);
    const after = await detailOf(id);
    expect(after.assigneeId).toBe(first.userId);
    expect(after.activity.filter((entry) => entry.action === 'assigned')).toHaveLength(1);
  });
});

async function setAway(who: SignedInStaff, awayUntil: string | null): Promise<void> {
  expect((await send('PUT', '/api/desk/me/away', { awayUntil }, who)).status).toBe(200);
}

/** Saves preferences as an older desk would: the signature, the reply switch, the language, and `change`. */
async function setPreferences(who: SignedInStaff, change: Record<string, unknown>): Promise<void> {
  const preferences = { signature: '', notifyOnReply: true, emailLocale: 'en', ...change };
  expect((await send('PUT', '/api/desk/me/preferences', preferences, who)).status).toBe(200);
}

describe('a visitor’s answer to an inquiry nobody owns', () => {
  it('notifies the team’s present members who want it, or the owners and admins when there is no team', async () => {
    const [first, away, quiet] = [member(0), member(1), member(2)];
    const teamId = await createTeam();
    await routeEverythingTo({ teamId });
    const routed = await submitInquiry(desk);
    // Nobody owns it any more, but it stays the team's.
    expect((await send('PATCH', `/api/desk/inquiries/${routed.id}`, { assigneeId: null })).status).toBe(200);
    await setAway(away, '2026-02-01T00:00:00Z');
    await setPreferences(quiet, { notifyOnReply: false });
    try {
      await visitorAnswers(routed.id);
      expect(await recipientsOf(routed.id, 'visitor-replied')).toEqual([first.email]);
    } finally {
      await setAway(away, null);
      await setPreferences(quiet, { notifyOnReply: true });
    }

    await desk.database.db.delete(routingRules);
    const unrouted = await submitInquiry(desk);
    await visitorAnswers(unrouted.id);
    expect(await recipientsOf(unrouted.id, 'visitor-replied')).toEqual([admin.email]);

    // Once someone answers, it is theirs, and only they hear of the visitor's next answer.
    await answer(unrouted.id, quiet);
    await visitorAnswers(unrouted.id, 'Thanks, and the price?');
    expect(await recipientsOf(unrouted.id, 'visitor-replied')).toEqual([admin.email, quiet.email].sort());
  });
});

/** The answer reminders queued for the inquiry about `clock`'s deadline: at which stage, to whom. */
async function remindersOf(inquiryId: string, clock: 'first' | 'next' = 'first'): Promise<string[]> {
  const rows = await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, inquiryId));
  return rows
    .filter((row) => row.template === 'first-answer-reminder')
    .flatMap((row) => {
      const data = row.data as { to: string[]; props: { stage: string; clock?: string } };
      return (data.props.clock ?? 'first') === clock ? [`${data.props.stage} ${data.to.join(',')}`] : [];
    })
    .sort();
}

/** A round of the background jobs at the desk's (moved) time. */
async function runJobsAt(iso: string): Promise<void> {
  now = new Date(iso);
  await desk.jobs.runDueJobs(now);
}

describe('first-answer reminders', () => {
  it('refuses a lead who is not a member of the team', async () => {
    const [first, outsider] = [member(0), member(1)];
    const response = await send('POST', '/api/desk/teams', {
      name: 'Service',
      memberIds: [first.userId],
      timeZone: 'Europe/Berlin',
      hours: weekdays('08:00', '17:00'),
      holidays: [],
      firstAnswerTarget: 'PT4H',
      leadId: outsider.userId,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { fields: { leadId: { code: 'lead_not_member' } } },
    });
  });

  it('reminds the assignee at 80 % of the business time and the lead at the deadline, once each, across a weekend', async () => {
    await desk.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'answer-reminders'));
    const lead = member(2);
    const teamId = await createTeam({ leadId: lead.userId });
    await routeEverythingTo({ teamId });
    // Friday 15:00 in Berlin: two business hours on Friday, the other two on Monday from 08:00.
    now = new Date('2026-01-16T14:00:00Z');
    const waiting = await submitInquiry(desk);
    const spam = await submitInquiry(desk);
    const answered = await submitInquiry(desk);
    await holdAsSpam(desk, spam.id);
    // Assigned to a member who turned the reminders off: only the lead hears, at the deadline.
    const optedOut = await submitInquiry(desk);
    expect(
      (await send('PATCH', `/api/desk/inquiries/${optedOut.id}`, { assigneeId: member(1).userId })).status,
    ).toBe(200);
    await setPreferences(member(1), { notifyOnOverdue: false });
    const detail = await detailOf(waiting.id);
    expect(detail.firstAnswerDueAt).toBe('2026-01-19T09:00:00.000Z');
    const assignee = sales.find((one) => one.userId === detail.assigneeId);
    if (!assignee) throw new Error('the team assigned nobody');
    await answer(answered.id, member(0));

    // 80 % of the plain time from arrival to the deadline falls on Sunday evening; of the business time, on
    // Monday at 09:12 in Berlin. Nobody is reminded at the weekend.
    await runJobsAt('2026-01-18T20:00:00Z');
    expect(await remindersOf(waiting.id)).toEqual([]);
    await runJobsAt('2026-01-19T08:13:00Z');
    await runJobsAt('2026-01-19T08:20:00Z');
    expect(await remindersOf(waiting.id)).toEqual([`due_soon ${assignee.email}`]);

    await runJobsAt('2026-01-19T09:01:00Z');
    await runJobsAt('2026-01-19T09:10:00Z');
    expect(await remindersOf(waiting.id)).toEqual([`due_soon ${assignee.email}`, `overdue ${lead.email}`]);
    expect(await remindersOf(optedOut.id)).toEqual([`overdue ${lead.email}`]);
    await setPreferences(member(1), { notifyOnOverdue: true });
    expect(await remindersOf(spam.id)).toEqual([]);
    expect(await remindersOf(answered.id)).toEqual([]);
  });
});

describe('the e-mails a member chooses', () => {
  it('keeps the switches a request leaves out, and tells a member who was assigned an inquiry by someone else or a rule', async () => {
    const [chosen, quiet] = [member(0), member(1)];
    await setPreferences(quiet, { notifyOnAssigned: false, notifyOnOverdue: false });
    await setPreferences(quiet, { emailLocale: 'de' });
    const saved = await desk.app.request('/api/desk/me/preferences', { headers: { cookie: quiet.cookie } });
    expect(await saved.json()).toMatchObject({
      emailLocale: 'de',
      notifyOnReply: true,
      notifyOnAssigned: false,
      notifyOnOverdue: false,
    });

    const { id } = await submitInquiry(desk);
    expect((await send('PATCH', `/api/desk/inquiries/${id}`, { assigneeId: chosen.userId })).status).toBe(
      200,
    );
    // Taking it oneself, or handing it to someone who turned the e-mail off, sends nothing.
    expect(
      (await send('PATCH', `/api/desk/inquiries/${id}`, { assigneeId: quiet.userId }, chosen)).status,
    ).toBe(200);
    expect(
      (await send('PATCH', `/api/desk/inquiries/${id}`, { assigneeId: chosen.userId }, chosen)).status,
    ).toBe(200);
    expect(await recipientsOf(id, 'inquiry-assigned')).toEqual([chosen.email]);

    await routeEverythingTo({ userId: chosen.userId });
    const routed = await submitInquiry(desk);
    const [notice] = (
      await desk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, routed.id))
    ).filter((row) => row.template === 'inquiry-assigned');
    expect(notice?.data).toMatchObject({ to: [chosen.email], props: { assignedBy: null } });
  });
});

describe('the next-answer clock', () => {
  /** The inquiry as the inbox lists it with `deadline` (`overdue` or `running`); `undefined` if not there. */
  async function listedWith(id: string, deadline: string): Promise<InquiryListItem | undefined> {
    const response = await desk.app.request(`/api/desk/inquiries?deadline=${deadline}&pageSize=100`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as InquiryList).items.find((item) => item.id === id);
  }

  /** The visitor answers on their own page, through the link in the desk's answer e-mail. */
  async function visitorAnswersOnPage(id: string, text: string): Promise<void> {
    const [row] = await desk.database.db
      .select({ data: mailOutbox.data })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.template, 'inquiry-reply')));
    const parsed = parseMailPayload(row?.data);
    if (!parsed.success) throw new Error(parsed.error);
    const mail = await renderMail(parsed.payload.template, parsed.payload.props);
    const link = new RegExp(`${testOrigin}(/en/requests/[A-Za-z0-9_-]{32})`).exec(mail.text)?.[1];
    if (!link) throw new Error('no page link in the answer e-mail');
    const response = await desk.app.request(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ answer: text }).toString(),
    });
    expect(response.status).toBe(303);
  }

  it('starts with the visitor’s answer after a staff answer, counts business hours across a weekend, and stops with the next answer', async () => {
    const teamId = await createTeam({ nextAnswerTarget: 'PT2H' });
    await routeEverythingTo({ teamId });
    const { id } = await submitInquiry(desk);
    // Before the first staff answer the first-answer deadline is what runs.
    await visitorAnswers(id, 'Did you get my inquiry?');
    expect((await detailOf(id)).nextAnswerDueAt).toBeNull();
    await answer(id, member(0));
    expect((await detailOf(id)).nextAnswerDueAt).toBeNull();

    // Friday 16:30 in Berlin: half an hour of the two on Friday, the rest on Monday from 08:00.
    now = new Date('2026-01-16T15:30:00Z');
    await visitorAnswers(id, 'And the delivery time?');
    const due = '2026-01-19T08:30:00.000Z';
    expect((await detailOf(id)).nextAnswerDueAt).toBe(due);
    // A new inquiry at the same moment: its first answer is due Monday 11:30 in Berlin, after this one.
    const later = await submitInquiry(desk);
    expect((await detailOf(later.id)).firstAnswerDueAt).toBe('2026-01-19T10:30:00.000Z');
    // A second message while the desk has not answered leaves the deadline of the first.
    now = new Date('2026-01-19T07:30:00Z');
    await visitorAnswers(id, 'Also in blue?');
    expect((await detailOf(id)).nextAnswerDueAt).toBe(due);
    // The row says the first answer was given, so the desk shows the next deadline, not the first again.
    expect(await listedWith(id, 'running')).toMatchObject({
      nextAnswerDueAt: due,
      firstAnsweredAt: expect.any(String),
    });
    expect(await listedWith(id, 'overdue')).toBeUndefined();
    // The inbox's `due` order takes whichever deadline is pending: the next answer before the later first.
    const byDue = await desk.app.request('/api/desk/inquiries?sort=due&deadline=running&pageSize=100', {
      headers: { cookie: admin.cookie },
    });
    const order = ((await byDue.json()) as InquiryList).items.map((item) => item.id);
    expect(order.indexOf(id)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(id)).toBeLessThan(order.indexOf(later.id));

    now = new Date('2026-01-19T08:45:00Z');
    expect(await listedWith(id, 'overdue')).toMatchObject({ id, nextAnswerDueAt: due });
    expect(await listedWith(id, 'running')).toBeUndefined();

    // The desk answers: nothing is due until the visitor writes again (waiting for them pauses the clock).
    await answer(id, member(0));
    expect((await detailOf(id)).nextAnswerDueAt).toBeNull();
    expect(await listedWith(id, 'overdue')).toBeUndefined();

    // An answer on the visitor's page starts it like an e-mail: Monday 10:00 in Berlin, due at 12:00.
    now = new Date('2026-01-19T09:00:00Z');
    await visitorAnswersOnPage(id, 'Thank you, and the price in blue?');
    expect((await detailOf(id)).nextAnswerDueAt).toBe('2026-01-19T11:00:00.000Z');
  });

  it('reminds the assignee at 80 % of the next-answer time and the lead at its deadline, again for a new clock (decision 187)', async () => {
    await desk.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'answer-reminders'));
    const lead = member(2);
    const teamId = await createTeam({ nextAnswerTarget: 'PT2H', leadId: lead.userId });
    await routeEverythingTo({ teamId });
    const { id } = await submitInquiry(desk);
    const { assigneeId } = await detailOf(id);
    const assignee = sales.find((one) => one.userId === assigneeId);
    if (!assignee) throw new Error('the team assigned nobody');
    await answer(id, assignee);

    // Friday 16:30 in Berlin: due Monday 09:30; 80 % of the two business hours falls on Monday at 09:06.
    now = new Date('2026-01-16T15:30:00Z');
    await visitorAnswers(id, 'And the delivery time?');
    await runJobsAt('2026-01-18T20:00:00Z');
    expect(await remindersOf(id, 'next')).toEqual([]);
    await runJobsAt('2026-01-19T08:07:00Z');
    await runJobsAt('2026-01-19T08:20:00Z');
    expect(await remindersOf(id, 'next')).toEqual([`due_soon ${assignee.email}`]);
    await runJobsAt('2026-01-19T08:31:00Z');
    await runJobsAt('2026-01-19T08:40:00Z');
    expect(await remindersOf(id, 'next')).toEqual([`due_soon ${assignee.email}`, `overdue ${lead.email}`]);

    // Answered, the clock stops: no reminder while the desk waits for the visitor.
    await answer(id, assignee);
    await runJobsAt('2026-01-19T12:00:00Z');
    expect(await remindersOf(id, 'next')).toHaveLength(2);
    // The visitor writes again at 14:00 in Berlin: a new clock (due 16:00), reminded afresh at 15:36.
    now = new Date('2026-01-19T13:00:00Z');
    await visitorAnswers(id, 'And in blue?');
    await runJobsAt('2026-01-19T14:37:00Z');
    await runJobsAt('2026-01-19T14:45:00Z');
    expect(await remindersOf(id, 'next')).toEqual([
      `due_soon ${assignee.email}`,
      `due_soon ${assignee.email}`,
      `overdue ${lead.email}`,
    ]);
    // The first-answer clock stopped with the first answer: it reminded nobody.
    expect(await remindersOf(id)).toEqual([]);
  });

  it('keeps no next-answer clock without a team, or with a team that has no next-answer target', async () => {
    const unrouted = await submitInquiry(desk);
    await answer(unrouted.id, member(0));
    await visitorAnswers(unrouted.id, 'And the price?');
    expect((await detailOf(unrouted.id)).nextAnswerDueAt).toBeNull();

    const teamId = await createTeam();
    await routeEverythingTo({ teamId });
    const routed = await submitInquiry(desk);
    await answer(routed.id, member(0));
    await visitorAnswers(routed.id, 'And the price?');
    expect((await detailOf(routed.id)).nextAnswerDueAt).toBeNull();
  });
});
