import { inquiries } from '@sitedesk/db/schema';
import type { DeskStats } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk;
let admin: SignedInStaff;
let sales: SignedInStaff[];
/** The desk's clock: routing counts each arrival's deadline from it, the dashboard reads "overdue" by it. */
let now = new Date('2026-01-19T09:00:00Z');

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

async function post(path: string, body: unknown): Promise<string> {
  const response = await desk.app.request(path, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An inquiry that arrived at `at` (by the desk's clock, so routing dates its deadline from then). */
async function arriveAt(at: string): Promise<string> {
  now = new Date(at);
  const { id } = await submitInquiry(desk);
  await desk.database.db.update(inquiries).set({ createdAt: now }).where(eq(inquiries.id, id));
  return id;
}

async function answeredAt(id: string, at: string): Promise<void> {
  await desk.database.db
    .update(inquiries)
    .set({ firstAnsweredAt: new Date(at), status: 'answered' })
    .where(eq(inquiries.id, id));
}

async function stats(days: number): Promise<DeskStats> {
  const response = await desk.app.request(`/api/desk/stats?days=${days}`, {
    headers: { cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DeskStats;
}

describe('the dashboard', () => {
  it('counts first answers in the team’s business minutes, per person and team, with the backlog', async () => {
    const [first, second, third] = sales;
    if (!first || !second || !third) throw new Error('three members');
    // Before any rule: one answered by hand three minutes after it came, one still unassigned.
    const quick = await arriveAt('2026-01-19T09:00:00Z');
    await desk.database.db.update(inquiries).set({ assigneeId: third.userId }).where(eq(inquiries.id, quick));
    await answeredAt(quick, '2026-01-19T09:03:00Z');
    await arriveAt('2026-01-19T09:30:00Z');

    const teamId = await post('/api/desk/teams', {
      name: 'DACH sales',
      memberIds: [first.userId, second.userId],
      timeZone: 'Europe/Berlin',
      hours: weekdays('08:00', '17:00'),
      holidays: [],
      firstAnswerTarget: 'PT4H',
    });
    await post('/api/desk/routing-rules', { name: 'All to DACH', when: {}, assignTo: { teamId } });
    // Friday 16:00 in Berlin, answered Monday 09:00: one business hour each side of the weekend, in time
    // (due Monday 11:00). It came from a product's page.
    const overWeekend = await arriveAt('2026-01-16T15:00:00Z');
    await answeredAt(overWeekend, '2026-01-19T08:00:00Z');
    await desk.database.db
      .update(inquiries)
      .set({ entryId: crypto.randomUUID(), entryCollection: 'products', entryTitle: 'EcoBale X4' })
      .where(eq(inquiries.id, overWeekend));
    // Monday 10:00 in Berlin, due 14:00 (13:00 UTC), still unanswered at 13:30 UTC: overdue.
    await arriveAt('2026-01-19T09:00:00Z');
    now = new Date('2026-01-19T13:30:00Z');

    const week = await stats(7);
    // Medians to whole minutes: 3 and 120 → 61.5 → 62; the 3-minute answer is not "0 h".
    expect(week.firstAnswer).toEqual({ answered: 2, medianMinutes: 62, withTarget: 2, withinTarget: 1 });
    expect(week.byTeam).toEqual([
      { id: teamId, name: 'DACH sales', answered: 1, medianMinutes: 120, withTarget: 2, withinTarget: 1 },
    ]);
    const byPerson = Object.fromEntries(week.byAssignee.map(({ id, name: _name, ...rest }) => [id, rest]));
    expect(byPerson).toEqual({
      [first.userId]: { answered: 1, medianMinutes: 120, withTarget: 1, withinTarget: 1 },
      [second.userId]: { answered: 0, medianMinutes: null, withTarget: 1, withinTarget: 0 },
      [third.userId]: { answered: 1, medianMinutes: 3, withTarget: 0, withinTarget: 0 },
    });
    expect(week.backlog).toEqual({ open: 2, unassigned: 1, overdue: 1 });
    expect(week.byProduct).toEqual([expect.objectContaining({ title: 'EcoBale X4', count: 1 })]);
    expect(week.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(4);

    // Today only: Friday's answer leaves the figures, the backlog stays what it is now.
    const today = await stats(1);
    expect(today.firstAnswer).toEqual({ answered: 1, medianMinutes: 3, withTarget: 1, withinTarget: 0 });
    expect(today.byProduct).toEqual([]);
    expect(today.backlog).toEqual(week.backlog);
  });

  it('refuses a period it cannot show with a 422 that names the field', async () => {
    // More than a year and a day would read every answered inquiry of a decade into the process.
    for (const days of ['0', '367']) {
      const response = await desk.app.request(`/api/desk/stats?days=${days}`, {
        headers: { cookie: admin.cookie, 'Accept-Language': 'de' },
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; fields?: Record<string, unknown> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toHaveProperty('days');
    }
  });
});
