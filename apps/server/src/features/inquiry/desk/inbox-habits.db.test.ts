import type { DeskEvent, InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import type { BulkActionResult, BulkUndoResult, TagList } from '@sitedesk/shared/tags-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../platform/events/event-bus';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { call } from '../../../testing/desk-permission-table';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

// Tags, bulk actions and their undo (decision 177). Who may call what is in the permission table (`testing/tag-permission-table.ts`).

let desk: TestSitedesk;
let admin: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
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

async function createTag(name: string, color = 'blue'): Promise<string> {
  const response = await call(desk, admin.cookie, 'POST', '/api/desk/tags', { name, color });
  return (await json<{ id: string }>(response, 201)).id;
}

async function list(query: string): Promise<InquiryList> {
  return json<InquiryList>(await call(desk, sales.cookie, 'GET', `/api/desk/inquiries${query}`), 200);
}

async function tags(): Promise<TagList['items']> {
  return (await json<TagList>(await call(desk, sales.cookie, 'GET', '/api/desk/tags'), 200)).items;
}

describe('tags', () => {
  it('are named uniquely whatever the case, within the length, in a colour of the palette', async () => {
    const id = await createTag('Trade fair');
    const duplicate = await call(desk, admin.cookie, 'POST', '/api/desk/tags', {
      name: '  TRADE FAIR ',
      color: 'red',
    });
    expect(await json(duplicate, 422)).toMatchObject({
      error: { code: 'validation_failed', fields: { name: { code: 'duplicate_tag' } } },
    });
    const refused = [
      { name: 'x'.repeat(41), color: 'red' },
      { name: '   ', color: 'red' },
      { name: 'Nul\u0000', color: 'red' },
      { name: 'Neon', color: '#ff00ff' },
    ];
    for (const body of refused) {
      const response = await call(desk, admin.cookie, 'POST', '/api/desk/tags', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    // Renaming to its own name in other capitals is no clash; to another tag's name is.
    const rename = await call(desk, admin.cookie, 'PUT', `/api/desk/tags/${id}`, {
      name: 'TRADE FAIR',
      color: 'green',
    });
    expect(rename.status).toBe(200);
    const other = await createTag('Reseller');
    const clash = await call(desk, admin.cookie, 'PUT', `/api/desk/tags/${other}`, {
      name: 'trade fair',
      color: 'green',
    });
    expect(clash.status).toBe(422);
    expect(await tags()).toMatchObject([
      { id: other, name: 'Reseller', color: 'blue', count: 0 },
      { id, name: 'TRADE FAIR', color: 'green', count: 0 },
    ]);
    const missing = await call(desk, admin.cookie, 'PUT', '/api/desk/tags/not-a-uuid', {
      name: 'Whatever',
      color: 'green',
    });
    expect(missing.status).toBe(404);
  });

  it('go on and off an inquiry with its activity and a notice to every desk, and filter the inbox', async () => {
    const vip = await createTag('VIP', 'violet');
    const tagged = await submitInquiry(desk);
    const untagged = await submitInquiry(desk);
    const updates: DeskEvent[] = [];
    const unsubscribe = desk.events.subscribe((message: BusMessage) => {
      if ('event' in message && message.event.type === 'inquiry.updated') updates.push(message.event);
    });
    try {
      const path = `/api/desk/inquiries/${tagged.id}/tags/${vip}`;
      expect((await call(desk, sales.cookie, 'PUT', path)).status).toBe(204);
      // Twice is once: no second activity row, no second notice.
      expect((await call(desk, sales.cookie, 'PUT', path)).status).toBe(204);
    } finally {
      unsubscribe();
    }
    expect(updates).toMatchObject([{ inquiry: { id: tagged.id, tagIds: [vip] } }]);

    const filtered = await list(`?tag=${vip}`);
    expect(filtered.items.map((item) => item.id)).toEqual([tagged.id]);
    expect(filtered.items[0]?.tagIds).toEqual([vip]);
    const all = await list('?pageSize=100');
    expect(all.items.find((item) => item.id === untagged.id)?.tagIds).toEqual([]);
    expect((await tags()).find((tag) => tag.id === vip)?.count).toBe(1);
    expect((await call(desk, sales.cookie, 'GET', '/api/desk/inquiries?tag=vip')).status).toBe(422);

    const detail = await json<InquiryDetail>(
      await call(desk, sales.cookie, 'GET', `/api/desk/inquiries/${tagged.id}`),
      200,
    );
    expect(detail.tagIds).toEqual([vip]);
    expect(detail.activity.filter((entry) => entry.action.startsWith('tag_'))).toMatchObject([
      { action: 'tag_added', actor: { id: sales.userId }, details: { tagId: vip, name: 'VIP' } },
    ]);

    const unknown = `/api/desk/inquiries/${tagged.id}/tags/00000000-0000-4000-8000-000000000000`;
    expect((await call(desk, sales.cookie, 'PUT', unknown)).status).toBe(404);

    const off = await call(desk, sales.cookie, 'DELETE', `/api/desk/inquiries/${tagged.id}/tags/${vip}`);
    expect(off.status).toBe(204);
    expect((await list(`?tag=${vip}`)).total).toBe(0);

    // Deleting a tag takes it off every inquiry that carries it.
    await call(desk, sales.cookie, 'PUT', `/api/desk/inquiries/${untagged.id}/tags/${vip}`);
    expect((await call(desk, admin.cookie, 'DELETE', `/api/desk/tags/${vip}`)).status).toBe(204);
    const after = await list('?pageSize=100');
    expect(after.items.find((item) => item.id === untagged.id)?.tagIds).toEqual([]);
  });
});

async function statusOf(id: string): Promise<{ status: string; assigneeId: string | null }> {
  const detail = await json<InquiryDetail>(
    await call(desk, admin.cookie, 'GET', `/api/desk/inquiries/${id}`),
    200,
  );
  return { status: detail.status, assigneeId: detail.assigneeId };
}

describe('bulk actions', () => {
  it('assign many in one go with the usual trace, and the undo keeps what others changed since', async () => {
    const [a, b, c] = [await submitInquiry(desk), await submitInquiry(desk), await submitInquiry(desk)];
    const updates: DeskEvent[] = [];
    const unsubscribe = desk.events.subscribe((message: BusMessage) => {
      if ('event' in message && message.event.type === 'inquiry.updated') updates.push(message.event);
    });
    let result: BulkActionResult;
    try {
      result = await json<BulkActionResult>(
        await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', {
          ids: [a.id, b.id, c.id],
          action: { type: 'assign', assigneeId: sales.userId },
        }),
        200,
      );
    } finally {
      unsubscribe();
    }
    expect(result).toMatchObject({ changed: 3, skipped: 0 });
    expect(updates.map((event) => (event.type === 'inquiry.updated' ? event.inquiry.id : '')).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    const detail = await json<InquiryDetail>(
      await call(desk, admin.cookie, 'GET', `/api/desk/inquiries/${a.id}`),
      200,
    );
    expect(detail.activity.filter((entry) => entry.action === 'assigned')).toMatchObject([
      { actor: { id: sales.userId }, details: { from: null, to: sales.userId } },
    ]);

    // Meanwhile a colleague gives `b` to themselves: the undo leaves that as it is.
    await call(desk, admin.cookie, 'PATCH', `/api/desk/inquiries/${b.id}`, { assigneeId: admin.userId });
    const undo = await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk/undo', {
      token: result.undoToken,
    });
    expect(await json<BulkUndoResult>(undo, 200)).toEqual({ restored: 2, keptLaterChanges: 1 });
    expect((await statusOf(a.id)).assigneeId).toBeNull();
    expect((await statusOf(b.id)).assigneeId).toBe(admin.userId);
    expect((await statusOf(c.id)).assigneeId).toBeNull();
    // An undo happens once.
    const again = await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk/undo', {
      token: result.undoToken,
    });
    expect(again.status).toBe(404);
  });

  it('mark as spam, set a status and tag, skipping what does not apply; the undo puts statuses back', async () => {
    const [a, b] = [await submitInquiry(desk), await submitInquiry(desk)];
    const spam = await json<BulkActionResult>(
      await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', {
        ids: [a.id, b.id],
        action: { type: 'status', status: 'spam' },
      }),
      200,
    );
    expect(spam).toMatchObject({ changed: 2, skipped: 0 });
    expect((await statusOf(a.id)).status).toBe('spam');
    const undone = await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk/undo', {
      token: spam.undoToken,
    });
    expect(await json<BulkUndoResult>(undone, 200)).toEqual({ restored: 2, keptLaterChanges: 0 });
    expect((await statusOf(a.id)).status).toBe('new');

    // `closed` is no move from `new`: both are skipped, nothing to undo.
    const closed = await json<BulkActionResult>(
      await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', {
        ids: [a.id, b.id],
        action: { type: 'status', status: 'closed' },
      }),
      200,
    );
    expect(closed).toEqual({ changed: 0, skipped: 2, undoToken: null });

    // In progress, then back to new by the undo: a move the lifecycle offers nobody, but a true undo.
    const working = await json<BulkActionResult>(
      await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', {
        ids: [a.id],
        action: { type: 'status', status: 'in_progress' },
      }),
      200,
    );
    await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk/undo', { token: working.undoToken });
    expect((await statusOf(a.id)).status).toBe('new');

    const lead = await createTag('Hot lead', 'red');
    const tagged = await json<BulkActionResult>(
      await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', {
        ids: [a.id, b.id],
        action: { type: 'tag', tagId: lead },
      }),
      200,
    );
    expect(tagged).toMatchObject({ changed: 2, skipped: 0 });
    expect((await list(`?tag=${lead}`)).total).toBe(2);
    await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk/undo', { token: tagged.undoToken });
    expect((await list(`?tag=${lead}`)).total).toBe(0);
  });

  it('refuses more than 100 inquiries, duplicates and unknown assignees with a 422', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const refused = [
      { ids, action: { type: 'status', status: 'closed' } },
      { ids: [ids[0], ids[0]], action: { type: 'status', status: 'closed' } },
      { ids: [ids[0]], action: { type: 'delete' } },
      { ids: [ids[0]], action: { type: 'assign', assigneeId: 'nobody-at-all' } },
    ];
    for (const body of refused) {
      const response = await call(desk, sales.cookie, 'POST', '/api/desk/inquiries/bulk', body);
      expect(response.status, JSON.stringify(body.action)).toBe(422);
    }
  });
});
