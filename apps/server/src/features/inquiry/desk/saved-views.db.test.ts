import type { InquiryList } from '@sitedesk/shared/desk-api';
import type { SavedViewList } from '@sitedesk/shared/saved-views-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { call } from '../../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

// Saved views (decision 186). Who may call what is in the permission table (`testing/saved-view-permission-table.ts`).

let desk: TestSitedesk;
let owner: SignedInStaff;
let admin: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
  owner = await signInAs(desk, 'owner');
  admin = await signInAs(desk, 'admin');
  sales = await signInAs(desk, 'sales');
});
afterAll(async () => {
  await desk.dispose();
});

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function save(member: SignedInStaff, body: unknown): Promise<string> {
  return (
    await json<{ id: string }>(await call(desk, member.cookie, 'POST', '/api/desk/saved-views', body), 201)
  ).id;
}

async function views(member: SignedInStaff): Promise<SavedViewList['items']> {
  return (await json<SavedViewList>(await call(desk, member.cookie, 'GET', '/api/desk/saved-views'), 200))
    .items;
}

describe('saved views', () => {
  it('are the member’s own unless shared; a shared one is kept by its maker and by owners and admins', async () => {
    const mine = await save(sales, {
      name: 'My new ones',
      shared: false,
      query: { status: 'new', assignee: 'me' },
    });
    const team = await save(sales, {
      name: 'Overdue quotes',
      shared: true,
      query: { topic: 'quote', deadline: 'overdue', sort: 'due', country: 'de' },
    });

    const forSales = await views(sales);
    expect(forSales.map((view) => [view.name, view.shared, view.canEdit])).toEqual([
      ['My new ones', false, true],
      ['Overdue quotes', true, true],
    ]);
    // The query comes back as the inbox's address has it (the country in capitals, as the list reads it).
    expect(forSales[1]?.query).toEqual({ topic: 'quote', deadline: 'overdue', sort: 'due', country: 'DE' });

    // Another member sees the shared one only, with its maker; an admin may keep it, the unshared one is 404.
    const forAdmin = await views(admin);
    expect(forAdmin.map((view) => view.id)).not.toContain(mine);
    expect(forAdmin.find((view) => view.id === team)).toMatchObject({
      owner: { id: sales.userId, name: sales.name },
      canEdit: true,
    });
    expect(
      (
        await call(desk, admin.cookie, 'PUT', `/api/desk/saved-views/${mine}`, {
          name: 'x',
          shared: true,
          query: {},
        })
      ).status,
    ).toBe(404);
    expect((await call(desk, admin.cookie, 'DELETE', `/api/desk/saved-views/${mine}`)).status).toBe(404);

    // A sales colleague sees it and cannot change it.
    const colleague = await signInAs(desk, 'sales');
    expect((await views(colleague)).find((view) => view.id === team)?.canEdit).toBe(false);
    const refused = await call(desk, colleague.cookie, 'PUT', `/api/desk/saved-views/${team}`, {
      name: 'Mine now',
      shared: false,
      query: {},
    });
    expect(refused.status).toBe(403);
    expect((await views(sales)).find((view) => view.id === team)?.name).toBe('Overdue quotes');

    // The maker renames and unshares it: the colleague no longer sees it.
    expect(
      (
        await call(desk, sales.cookie, 'PUT', `/api/desk/saved-views/${team}`, {
          name: 'Overdue quotes (DE)',
          shared: false,
          query: { topic: 'quote', deadline: 'overdue' },
        })
      ).status,
    ).toBe(200);
    expect((await views(colleague)).map((view) => view.id)).not.toContain(team);
    expect((await call(desk, sales.cookie, 'DELETE', `/api/desk/saved-views/${team}`)).status).toBe(204);
    expect((await views(sales)).map((view) => view.name)).toEqual(['My new ones']);
  });

  it('refuses what the inbox would refuse, a page, or a bad name, and saves nothing', async () => {
    const before = await views(owner);
    const refused = [
      { name: 'Bad status', shared: false, query: { status: 'lost' } },
      { name: 'With a page', shared: false, query: { page: 2 } },
      { name: 'Unknown filter', shared: false, query: { colour: 'red' } },
      { name: 'x'.repeat(61), shared: false, query: {} },
      { name: '   ', shared: false, query: {} },
      { name: 'Nul\u0000', shared: false, query: {} },
      { name: 'Not a boolean', shared: 'yes', query: {} },
    ];
    for (const body of refused) {
      const response = await call(desk, owner.cookie, 'POST', '/api/desk/saved-views', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect(await views(owner)).toEqual(before);
    expect(
      (await call(desk, owner.cookie, 'PUT', '/api/desk/saved-views/not-a-uuid', refused[0])).status,
    ).toBe(422);
    expect((await call(desk, owner.cookie, 'DELETE', '/api/desk/saved-views/not-a-uuid')).status).toBe(404);
  });

  it('keeps at most 50 views per member', async () => {
    const member = await signInAs(desk, 'sales');
    for (let index = 0; index < 50; index++)
      await save(member, { name: `View ${index}`, shared: false, query: {} });
    const response = await call(desk, member.cookie, 'POST', '/api/desk/saved-views', {
      name: 'One too many',
      shared: false,
      query: {},
    });
    expect(await json(response, 422)).toMatchObject({
      error: { code: 'validation_failed', fields: { name: { code: 'too_many_views' } } },
    });
    expect(await views(member)).toHaveLength(50);
  });

  it('"assignee=me" is whoever opens the view', async () => {
    const inquiry = await submitInquiry(desk, { message: 'Assigned to the sales member.' });
    const assigned = await call(desk, sales.cookie, 'PATCH', `/api/desk/inquiries/${inquiry.id}`, {
      assigneeId: sales.userId,
    });
    expect(assigned.status).toBe(200);
    const mine = (member: SignedInStaff) =>
      call(desk, member.cookie, 'GET', '/api/desk/inquiries?assignee=me').then((response) =>
        json<InquiryList>(response, 200),
      );
    expect((await mine(sales)).items.map((item) => item.id)).toContain(inquiry.id);
    expect((await mine(admin)).items.map((item) => item.id)).not.toContain(inquiry.id);
  });

  it('a member who leaves takes their own views; the shared ones stay, still kept by admins', async () => {
    const leaving = await signInAs(desk, 'sales');
    const own = await save(leaving, { name: 'Private', shared: false, query: {} });
    const shared = await save(leaving, { name: 'Team view', shared: true, query: { status: 'answered' } });
    expect((await call(desk, owner.cookie, 'DELETE', `/api/desk/team/${leaving.userId}`)).status).toBe(204);
    const left = await views(admin);
    expect(left.map((view) => view.id)).not.toContain(own);
    expect(left.find((view) => view.id === shared)).toMatchObject({ owner: null, canEdit: true });
  });
});
