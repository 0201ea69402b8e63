import { deskTeams, routingRules } from '@sitedesk/db/routing-schema';
import type { ApiErrorBody } from '@sitedesk/shared/api-errors';
import type { InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import type { RoutingPreview, RoutingRuleList, TeamList } from '@sitedesk/shared/routing-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { insertEntry, productDocument } from '../../testing/published-entries';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let admin: SignedInStaff;
let sales: SignedInStaff[];
/** The desk's clock: each test sets when its inquiries arrive. */
let now = new Date('2026-01-14T09:00:00Z');

const weekdays = (from: string, to: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [[from, to]]]));

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' }, { now: () => now });
  admin = await signInAs(desk, 'admin');
  sales = [await signInAs(desk, 'sales'), await signInAs(desk, 'sales'), await signInAs(desk, 'sales')];
});
afterAll(async () => {
  await desk.dispose();
});
beforeEach(async () => {
  // Rules apply to every arrival: each test starts without any.
  await desk.database.db.delete(routingRules);
  await desk.database.db.delete(deskTeams);
});

async function send(method: string, path: string, body: unknown, who: SignedInStaff = admin) {
  return desk.app.request(path, {
    method,
    headers: { cookie: who.cookie, 'Content-Type': 'application/json', 'Accept-Language': 'de' },
    body: JSON.stringify(body),
  });
}

async function read<T>(path: string, who: SignedInStaff = admin): Promise<T> {
  const response = await desk.app.request(path, { headers: { cookie: who.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function createTeam(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await send('POST', '/api/desk/teams', {
    name: 'DACH sales',
    memberIds: sales.map((member) => member.userId),
    timeZone: 'Europe/Berlin',
    hours: weekdays('08:00', '17:00'),
    holidays: [],
    firstAnswerTarget: 'PT4H',
    ...overrides,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function createRule(body: Record<string, unknown>): Promise<string> {
  const response = await send('POST', '/api/desk/routing-rules', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const detailOf = (id: string) => read<InquiryDetail>(`/api/desk/inquiries/${id}`);

describe('routing on arrival', () => {
  it('gives a team’s inquiries to its members in turn, skipping one who is away', async () => {
    const teamId = await createTeam();
    await createRule({ name: 'Everything to DACH', when: {}, assignTo: { teamId } });
    const [first, second, third] = sales;
    if (!first || !second || !third) throw new Error('three members');
    const away = await desk.app.request('/api/desk/me/away', {
      method: 'PUT',
      headers: { cookie: second.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ awayUntil: '2026-02-01T00:00:00Z' }),
    });
    expect(away.status).toBe(200);

    const assignees: (string | null)[] = [];
    for (let index = 0; index < 3; index++) {
      assignees.push((await detailOf((await submitInquiry(desk)).id)).assigneeId);
    }
    expect(assignees).toEqual([first.userId, third.userId, first.userId]);

    // Back again: the turn goes on from where it is, and now reaches them.
    await desk.app.request('/api/desk/me/away', {
      method: 'PUT',
      headers: { cookie: second.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ awayUntil: null }),
    });
    expect((await detailOf((await submitInquiry(desk)).id)).assigneeId).toBe(second.userId);
  });

  // Regression guard: two instances reading the same turn at once gave two inquiries to one member.
  it('takes turns across instances that route at the same moment', async () => {
    const teamId = await createTeam();
    await createRule({ name: 'Everything to DACH', when: {}, assignTo: { teamId } });
    const other = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' }, { sharedDatabase: desk.database });
    try {
      const arrivals = await Promise.all(
        Array.from({ length: 6 }, (_, index) => submitInquiry(index % 2 === 0 ? desk : other)),
      );
      const assignees = await Promise.all(arrivals.map(async ({ id }) => (await detailOf(id)).assigneeId));
      const counts = new Map<string | null, number>();
      for (const assignee of assignees) counts.set(assignee, (counts.get(assignee) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual(
        Object.fromEntries(sales.map((member) => [member.userId, 2])),
      );
    } finally {
      await other.dispose();
    }
  });

  // Regression guard: a member made editor (who cannot open inquiries) was still given them in turn.
  it('skips a member whose role no longer reads inquiries', async () => {
    const former = await signInAs(desk, 'sales');
    const [first] = sales;
    if (!first) throw new Error('member');
    const teamId = await createTeam({ memberIds: [former.userId, first.userId] });
    await createRule({ name: 'Everything', when: {}, assignTo: { teamId } });
    const demoted = await send('PATCH', `/api/desk/team/${former.userId}`, { role: 'editor' });
    expect(demoted.status).toBe(200);
    expect((await detailOf((await submitInquiry(desk)).id)).assigneeId).toBe(first.userId);
    expect((await detailOf((await submitInquiry(desk)).id)).assigneeId).toBe(first.userId);
  });

  it('lets the first matching rule win, in the order the rules were created', async () => {
    const [first, second] = sales;
    if (!first || !second) throw new Error('members');
    await createRule({
      name: 'German quotes',
      when: { countries: ['DE', 'AT'], topics: ['quote'], locales: ['de'] },
      assignTo: { userId: first.userId },
    });
    await createRule({ name: 'Default', when: {}, assignTo: { userId: second.userId } });
    const german = await submitInquiry(desk, { country: 'AT', topic: 'quote', locale: 'de' });
    const czech = await submitInquiry(desk, { country: 'CZ', topic: 'quote', locale: 'de' });
    const germanDetail = await detailOf(german.id);
    expect(germanDetail.assigneeId).toBe(first.userId);
    expect(germanDetail.assignee?.id).toBe(first.userId);
    expect((await detailOf(czech.id)).assigneeId).toBe(second.userId);
    // A person, not a team: no business hours, no deadline.
    expect(germanDetail.firstAnswerDueAt).toBeNull();
    expect(germanDetail.activity.map((entry) => entry.action)).toEqual(['created', 'routed']);
  });

  it('matches keywords without case or accents, and the product an inquiry was sent about', async () => {
    const [first, second, third] = sales;
    if (!first || !second || !third) throw new Error('members');
    const baler = await insertEntry(desk.database.db, 'products', {
      en: productDocument({ name: 'EcoBale X4' }),
    });
    await createRule({ name: 'The X4', when: { entryIds: [baler] }, assignTo: { userId: first.userId } });
    await createRule({
      name: 'Presses',
      when: { keywords: ['Ballenpresse', 'presse à balles', '.*'] },
      assignTo: { userId: second.userId },
    });
    await createRule({ name: 'Default', when: {}, assignTo: { userId: third.userId } });
    const assigneeOf = async (fields: Record<string, unknown>) =>
      (await detailOf((await submitInquiry(desk, fields)).id)).assigneeId;
    expect(await assigneeOf({ topic: 'quote', entryId: baler })).toBe(first.userId);
    expect(await assigneeOf({ message: 'Wir suchen eine BALLENPRESSE für Karton.' })).toBe(second.userId);
    expect(await assigneeOf({ message: 'Nous cherchons une Presse a balles verticale.' })).toBe(
      second.userId,
    );
    // The admin's words are plain text, never a pattern: ".*" matches only those two characters.
    expect(await assigneeOf({ message: 'Please call me about shredders.' })).toBe(third.userId);
    expect(await assigneeOf({ message: 'A regex? Not here: .* is just text.' })).toBe(second.userId);
  });

  it('matches a country in a region group or among the codes, as one condition (decision 188)', async () => {
    const [first, second] = sales;
    if (!first || !second) throw new Error('members');
    const ruleId = await createRule({
      name: 'DACH and Nordics, or Poland',
      when: { regions: ['dach', 'nordics'], countries: ['PL'] },
      assignTo: { userId: first.userId },
    });
    await createRule({ name: 'Default', when: {}, assignTo: { userId: second.userId } });
    const assigneeOf = async (country: string) =>
      (await detailOf((await submitInquiry(desk, { country })).id)).assigneeId;
    expect(await assigneeOf('CH')).toBe(first.userId);
    expect(await assigneeOf('NO')).toBe(first.userId);
    expect(await assigneeOf('PL')).toBe(first.userId);
    expect(await assigneeOf('FR')).toBe(second.userId);
    const listed = await read<RoutingRuleList>('/api/desk/routing-rules');
    expect(listed.items.find((rule) => rule.id === ruleId)?.when).toEqual({
      regions: ['dach', 'nordics'],
      countries: ['PL'],
    });
    // A region the desk does not know is refused and saves nothing.
    const refused = await send('POST', '/api/desk/routing-rules', {
      name: 'Atlantis',
      when: { regions: ['atlantis'] },
      assignTo: { userId: first.userId },
    });
    expect(refused.status).toBe(422);
  });

  it('applies the rules in the order an admin sets, and refuses an order that misses a rule', async () => {
    const [first, second] = sales;
    if (!first || !second) throw new Error('members');
    const wide = await createRule({ name: 'Everything', when: {}, assignTo: { userId: first.userId } });
    const narrow = await createRule({
      name: 'Czechia',
      when: { countries: ['CZ'] },
      assignTo: { userId: second.userId },
    });
    expect((await detailOf((await submitInquiry(desk, { country: 'CZ' })).id)).assigneeId).toBe(first.userId);

    expect((await send('PUT', '/api/desk/routing-rules/order', { ids: [narrow, wide] })).status).toBe(200);
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items.map((rule) => rule.id)).toEqual([
      narrow,
      wide,
    ]);
    expect((await detailOf((await submitInquiry(desk, { country: 'CZ' })).id)).assigneeId).toBe(
      second.userId,
    );
    // A rule added after the reordering comes last.
    const last = await createRule({ name: 'Late', when: {}, assignTo: { userId: first.userId } });

    // Written by a desk that has not seen the new rule yet: refused, nothing moves.
    const stale = await send('PUT', '/api/desk/routing-rules/order', { ids: [wide, narrow] });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ApiErrorBody).error.code).toBe('edit_conflict');
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items.map((rule) => rule.id)).toEqual([
      narrow,
      wide,
      last,
    ]);
    const twice = await send('PUT', '/api/desk/routing-rules/order', { ids: [wide, wide, narrow] });
    expect(twice.status).toBe(422);
  });

  it('leaves an inquiry no rule matches unassigned, without a deadline', async () => {
    await createRule({
      name: 'Only France',
      when: { countries: ['FR'] },
      assignTo: { teamId: await createTeam() },
    });
    const detail = await detailOf((await submitInquiry(desk, { country: 'CZ' })).id);
    expect(detail.assigneeId).toBeNull();
    expect(detail.firstAnswerDueAt).toBeNull();
  });

  it('counts a Friday-evening arrival’s deadline in business hours: due on Monday, the list says so too', async () => {
    await createRule({ name: 'DACH', when: {}, assignTo: { teamId: await createTeam() } });
    // Friday 2026-01-16, 16:00 in Berlin (15:00 Z): 1 hour on Friday, 3 on Monday from 08:00.
    now = new Date('2026-01-16T15:00:00Z');
    const { id } = await submitInquiry(desk);
    expect((await detailOf(id)).firstAnswerDueAt).toBe('2026-01-19T10:00:00.000Z');
    const list = await read<InquiryList>('/api/desk/inquiries?pageSize=100');
    expect(list.items.find((item) => item.id === id)?.firstAnswerDueAt).toBe('2026-01-19T10:00:00.000Z');
  });

  it('skips the team’s holiday', async () => {
    await createRule({
      name: 'DACH',
      when: {},
      assignTo: { teamId: await createTeam({ holidays: ['2026-01-19'] }) },
    });
    now = new Date('2026-01-16T15:00:00Z');
    const { id } = await submitInquiry(desk);
    expect((await detailOf(id)).firstAnswerDueAt).toBe('2026-01-20T10:00:00.000Z');
  });

  it('tells an admin which rule would take an existing inquiry, without taking a turn', async () => {
    const { id } = await submitInquiry(desk);
    const teamId = await createTeam();
    const ruleId = await createRule({ name: 'DACH', when: {}, assignTo: { teamId } });
    now = new Date('2026-01-14T09:00:00Z');
    const preview = await read<RoutingPreview>(`/api/desk/inquiries/${id}/routing`);
    expect(preview).toEqual({
      rule: { id: ruleId, name: 'DACH' },
      assigneeId: sales[0]?.userId,
      teamId,
      firstAnswerDueAt: '2026-01-14T13:00:00.000Z',
    });
    // The preview did not use the first member's turn.
    expect((await detailOf((await submitInquiry(desk)).id)).assigneeId).toBe(sales[0]?.userId);
  });
});

describe('spam', () => {
  it('is never routed', async () => {
    const spamDesk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', SPAM_CHECKS: 'on' });
    try {
      const owner = await signInAs(spamDesk, 'owner');
      const member = await signInAs(spamDesk, 'sales');
      const rule = await spamDesk.app.request('/api/desk/routing-rules', {
        method: 'POST',
        headers: { cookie: owner.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'All', when: {}, assignTo: { userId: member.userId } }),
      });
      expect(rule.status).toBe(201);
      // The honeypot filled in: held as spam on arrival.
      const { id } = await submitInquiry(spamDesk, { website: 'https://cheap-pills.example' });
      const response = await spamDesk.app.request(`/api/desk/inquiries/${id}`, {
        headers: { cookie: owner.cookie },
      });
      const detail = (await response.json()) as InquiryDetail;
      expect(detail.status).toBe('spam');
      expect(detail.assigneeId).toBeNull();
    } finally {
      await spamDesk.dispose();
    }
  });
});

describe('teams and rules: who may, and bad input', () => {
  it('creates, lists, updates and deletes a team and its rule', async () => {
    const teamId = await createTeam();
    const ruleId = await createRule({ name: 'DACH', when: { countries: ['DE'] }, assignTo: { teamId } });
    const update = await send('PUT', `/api/desk/teams/${teamId}`, {
      name: 'Service',
      memberIds: [sales[2]?.userId],
      timeZone: 'America/New_York',
      hours: {
        mon: [
          ['09:00', '12:00'],
          ['13:00', '24:00'],
        ],
      },
      holidays: ['2026-12-25'],
      firstAnswerTarget: 'PT30M',
      nextAnswerTarget: 'PT1H',
    });
    expect(update.status).toBe(200);
    expect((await read<TeamList>('/api/desk/teams')).items).toEqual([
      {
        id: teamId,
        name: 'Service',
        memberIds: [sales[2]?.userId],
        timeZone: 'America/New_York',
        hours: {
          mon: [
            ['09:00', '12:00'],
            ['13:00', '24:00'],
          ],
        },
        holidays: ['2026-12-25'],
        firstAnswerTarget: 'PT30M',
        nextAnswerTarget: 'PT1H',
        leadId: null,
      },
    ]);
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items).toEqual([
      { id: ruleId, name: 'DACH', when: { countries: ['DE'] }, assignTo: { teamId } },
    ]);
    expect((await send('DELETE', `/api/desk/teams/${teamId}`, {})).status).toBe(204);
    // The rule that routed to it went with it.
    expect((await read<TeamList>('/api/desk/teams')).items).toEqual([]);
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items).toEqual([]);
  });

  const valid = () => ({
    name: 'DACH sales',
    memberIds: [sales[0]?.userId],
    timeZone: 'Europe/Berlin',
    hours: { mon: [['08:00', '17:00']] },
    holidays: [],
    firstAnswerTarget: 'PT4H',
  });
  const badTeams: { what: string; change: Record<string, unknown>; field: string; code: string }[] = [
    {
      what: 'an unknown time zone',
      change: { timeZone: 'Mars/Olympus_Mons' },
      field: 'timeZone',
      code: 'unknown_time_zone',
    },
    {
      what: '25:00',
      change: { hours: { mon: [['08:00', '25:00']] } },
      field: 'hours.mon.0.1',
      code: 'invalid_time',
    },
    {
      what: 'an unknown member',
      change: { memberIds: ['no-such-user'] },
      field: 'memberIds.0',
      code: 'unknown_member',
    },
    {
      what: 'NUL in the name',
      change: { name: 'DACH\u0000sales' },
      field: 'name',
      code: 'invalid_characters',
    },
    {
      what: 'a bad target',
      change: { firstAnswerTarget: '4 hours' },
      field: 'firstAnswerTarget',
      code: 'invalid_duration',
    },
    {
      what: 'a zero next-answer target',
      change: { nextAnswerTarget: 'PT0M' },
      field: 'nextAnswerTarget',
      code: 'invalid_duration',
    },
    {
      what: 'overlapping periods',
      change: {
        hours: {
          tue: [
            ['08:00', '12:00'],
            ['11:00', '13:00'],
          ],
        },
      },
      field: 'hours.tue',
      code: 'overlapping_intervals',
    },
  ];

  it.each(badTeams)(
    'refuses a team with $what: a localized 422 naming the field, nothing stored',
    async ({ change, field, code }) => {
      const response = await send('POST', '/api/desk/teams', { ...valid(), ...change });
      expect(response.status).toBe(422);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.[field]?.code).toBe(code);
      // In the caller's language (Accept-Language: de), not the code.
      expect(body.error.fields?.[field]?.message).not.toBe(code);
      expect(body.error.message).toBe('Einige Felder brauchen Ihre Aufmerksamkeit.');
      expect((await read<TeamList>('/api/desk/teams')).items).toEqual([]);
    },
  );

  it('refuses a rule for an unknown member or team, and a user who cannot read inquiries', async () => {
    const editor = await signInAs(desk, 'editor');
    const cases = [
      { assignTo: { userId: 'no-such-user' }, field: 'assignTo.userId', code: 'unknown_member' },
      { assignTo: { userId: editor.userId }, field: 'assignTo.userId', code: 'unknown_member' },
      {
        assignTo: { teamId: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
        field: 'assignTo.teamId',
        code: 'unknown_team',
      },
    ];
    for (const { assignTo, field, code } of cases) {
      const response = await send('POST', '/api/desk/routing-rules', { name: 'Bad', when: {}, assignTo });
      expect(response.status).toBe(422);
      expect(((await response.json()) as ApiErrorBody).error.fields?.[field]?.code).toBe(code);
    }
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items).toEqual([]);
  });

  it('refuses a sales member (403) and changes nothing', async () => {
    const member = sales[0];
    if (!member) throw new Error('member');
    expect((await send('POST', '/api/desk/teams', valid(), member)).status).toBe(403);
    const rule = { name: 'Mine', when: {}, assignTo: { userId: member.userId } };
    expect((await send('POST', '/api/desk/routing-rules', rule, member)).status).toBe(403);
    expect((await read<TeamList>('/api/desk/teams')).items).toEqual([]);
    expect((await read<RoutingRuleList>('/api/desk/routing-rules')).items).toEqual([]);
  });
});
