import { inquiries } from '@sitedesk/db/schema';
import type { InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { holdAsSpam, setArrival, submitInquiry } from '../../../testing/desk-fixtures';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;

/** Routing sets these on arrival (features/routing); here they are set directly to test the list alone. */
async function setFirstAnswerDue(
  sitedesk: TestSitedesk,
  id: string,
  dueAt: Date,
  answeredAt: Date | null = null,
): Promise<void> {
  await sitedesk.database.db
    .update(inquiries)
    .set({ firstAnswerDueAt: dueAt, firstAnsweredAt: answeredAt })
    .where(eq(inquiries.id, id));
}
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function start() {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0' });
  return desk;
}

function requester(sitedesk: TestSitedesk, cookie: string) {
  return (path: string, init: RequestInit = {}) =>
    sitedesk.app.request(path, {
      ...init,
      headers: { cookie, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
}

async function list(get: ReturnType<typeof requester>, query = ''): Promise<InquiryList> {
  const response = await get(`/api/desk/inquiries${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InquiryList;
}

describe('GET /api/desk/inquiries', () => {
  it('lists newest first with filters, search (prefix too), unread state and pages; spam only on request', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const get = requester(sitedesk, sales.cookie);
    const baler = await submitInquiry(sitedesk, { name: 'Jana Nováková', country: 'CZ', topic: 'quote' });
    const shredder = await submitInquiry(sitedesk, {
      name: 'Pedro Alves',
      email: 'pedro@reciclagem.example',
      country: 'PT',
      topic: 'service',
      message: 'Our shredder needs new cutting blades before the summer shutdown.',
    });
    const bot = await submitInquiry(sitedesk, { website: 'https://spam.example' });
    await holdAsSpam(sitedesk, bot.id);
    await setArrival(sitedesk, baler.id, new Date('2026-03-01T10:00:00Z'));
    await setArrival(sitedesk, shredder.id, new Date('2026-03-02T23:59:59Z'));

    const all = await list(get);
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.id)).toEqual([shredder.id, baler.id]);
    expect(all.items[0]).toMatchObject({
      reference: shredder.reference,
      name: 'Pedro Alves',
      phone: { e164: '+4915123456789', country: 'DE' },
      country: 'PT',
      topic: 'service',
      status: 'new',
      assignee: null,
      unread: true,
    });

    expect((await list(get, '?status=spam')).items.map((item) => item.id)).toEqual([bot.id]);
    expect((await list(get, '?country=pt')).items.map((item) => item.id)).toEqual([shredder.id]);
    expect((await list(get, '?topic=quote')).items.map((item) => item.id)).toEqual([baler.id]);
    expect((await list(get, '?from=2026-03-02&to=2026-03-02')).items.map((item) => item.id)).toEqual([
      shredder.id,
    ]);
    expect((await list(get, '?to=2026-03-01')).items.map((item) => item.id)).toEqual([baler.id]);
    expect((await list(get, '?assignee=none')).total).toBe(2);
    expect((await list(get, `?assignee=${sales.userId}`)).total).toBe(0);

    expect((await list(get, '?q=shredder blades')).items.map((item) => item.id)).toEqual([shredder.id]);
    expect((await list(get, '?q=Novák')).items.map((item) => item.id)).toEqual([baler.id]);
    expect(
      (await list(get, `?q=${encodeURIComponent(baler.reference)}`)).items.map((item) => item.id),
    ).toEqual([baler.id]);
    expect((await list(get, '?q=pedro@reciclagem.example')).items.map((item) => item.id)).toEqual([
      shredder.id,
    ]);
    expect((await list(get, '?q="cutting blades" -baler')).total).toBe(1);
    expect((await list(get, "?q=' & | !:*")).total).toBe(0);

    const page2 = await list(get, '?pageSize=1&page=2');
    expect(page2).toMatchObject({ total: 2, unread: 2, items: [{ id: baler.id }] });

    expect((await get(`/api/desk/inquiries/${baler.id}`)).status).toBe(200);
    const afterReading = await list(get, '');
    expect(afterReading.items.find((item) => item.id === baler.id)?.unread).toBe(false);
    // Regression guard: the unread figure counted the rows on screen; it is the member's own, over every page.
    expect((await list(get, '?pageSize=1&page=1')).unread).toBe(1);
    // Read state is per person: someone else still sees it unread.
    const admin = await signInAs(sitedesk, 'admin');
    const forAdmin = await list(requester(sitedesk, admin.cookie), '?pageSize=1');
    expect(forAdmin.unread).toBe(2);
    expect(
      (await list(requester(sitedesk, admin.cookie))).items.find((item) => item.id === baler.id)?.unread,
    ).toBe(true);
  });

  it('sorts by arrival either way or by first-answer deadline, and filters the overdue and the running', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const get = requester(sitedesk, sales.cookie);
    const now = Date.now();
    const hours = (count: number) => new Date(now + count * 3_600_000);
    // Oldest to newest: overdue by an hour, due in an hour, due in three hours but answered, no deadline.
    const late = await submitInquiry(sitedesk, { name: 'Late Laura' });
    const soon = await submitInquiry(sitedesk, { name: 'Soon Sven' });
    const answered = await submitInquiry(sitedesk, { name: 'Answered Anna' });
    const free = await submitInquiry(sitedesk, { name: 'Free Fatima' });
    for (const [index, { id }] of [late, soon, answered, free].entries()) {
      await setArrival(sitedesk, id, hours(-10 + index));
    }
    await setFirstAnswerDue(sitedesk, late.id, hours(-1));
    await setFirstAnswerDue(sitedesk, soon.id, hours(1));
    await setFirstAnswerDue(sitedesk, answered.id, hours(3), hours(-2));
    const names = async (query: string) => (await list(get, query)).items.map((item) => item.name);

    expect(await names('')).toEqual(['Free Fatima', 'Answered Anna', 'Soon Sven', 'Late Laura']);
    expect(await names('?sort=oldest')).toEqual(['Late Laura', 'Soon Sven', 'Answered Anna', 'Free Fatima']);
    // Waiting ones by deadline (the overdue first), then the rest newest first.
    expect(await names('?sort=due')).toEqual(['Late Laura', 'Soon Sven', 'Free Fatima', 'Answered Anna']);
    expect(await names('?deadline=overdue')).toEqual(['Late Laura']);
    expect(await names('?deadline=running')).toEqual(['Soon Sven']);
    // A closed one is not overdue, however late.
    await sitedesk.database.db.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, late.id));
    expect(await names('?deadline=overdue')).toEqual([]);
    expect((await get('/api/desk/inquiries?deadline=soon')).status).toBe(422);
    expect((await get('/api/desk/inquiries?sort=random')).status).toBe(422);
  });

  it('refuses a bad query with 422 and the field named', async () => {
    const sitedesk = await start();
    const get = requester(sitedesk, (await signInAs(sitedesk, 'sales')).cookie);
    for (const query of [
      '?status=lost',
      '?pageSize=1000',
      '?from=2026-02-31',
      '?country=Germany',
      '?page=0',
    ]) {
      const response = await get(`/api/desk/inquiries${query}`);
      expect(response.status, query).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/desk/inquiries/:id', () => {
  it('shows every field, its e-mails, activity and the statuses it may move to; unknown ids are 404', async () => {
    const sitedesk = await start();
    const get = requester(sitedesk, (await signInAs(sitedesk, 'sales')).cookie);
    const { id } = await submitInquiry(sitedesk);
    const response = await get(`/api/desk/inquiries/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const detail = (await response.json()) as InquiryDetail;
    expect(detail).toMatchObject({
      id,
      message: expect.stringContaining('horizontal baler'),
      locale: 'en',
      consentVersion: '2026-11-01',
      attachments: [],
      notes: [],
      activity: [{ action: 'created', actor: null }],
      allowedStatuses: ['in_progress', 'spam'],
      unread: false,
    });
    // The delivery worker may already have sent them; the state is whatever the outbox says.
    expect(detail.mail.map((mail) => mail.template).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-notification',
    ]);
    expect(detail.mail[0]?.to.length).toBeGreaterThan(0);
    expect((await get('/api/desk/inquiries/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/desk/inquiries/not-an-id')).status).toBe(404);
  });

  it('links attachments through short-lived signed URLs', async () => {
    const sitedesk = await start();
    const get = requester(sitedesk, (await signInAs(sitedesk, 'sales')).cookie);
    const form = new FormData();
    const fields = {
      name: 'Jana Nováková',
      email: 'jana@recyklace.example',
      country: 'CZ',
      topic: 'quote',
      message: 'Drawing attached, please quote.',
      consent: 'on',
      locale: 'en',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
    );
    form.append('attachments', new File([Buffer.from(pdf)], 'drawing.pdf', { type: 'application/pdf' }));
    const created = await sitedesk.app.request('/api/inquiries', { method: 'POST', body: form });
    const { id } = (await created.json()) as { id: string };
    const detail = (await (await get(`/api/desk/inquiries/${id}`)).json()) as InquiryDetail;
    expect(detail.attachments).toMatchObject([{ fileName: 'drawing.pdf', contentType: 'application/pdf' }]);
    const file = await sitedesk.app.request(detail.attachments[0]?.url ?? '');
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });
});

describe('PATCH /api/desk/inquiries/:id and notes', () => {
  it('follows the lifecycle, records who moved it from what to what, and refuses a skipped step', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales', { name: 'Sam Sales' });
    const editor = await signInAs(sitedesk, 'editor');
    const call = requester(sitedesk, sales.cookie);
    const { id } = await submitInquiry(sitedesk);
    const patch = (body: unknown) =>
      call(`/api/desk/inquiries/${id}`, { method: 'PATCH', body: JSON.stringify(body) });

    const skipped = await patch({ status: 'closed' });
    expect(skipped.status).toBe(422);
    expect(((await skipped.json()) as { error: { code: string } }).error.code).toBe('invalid_transition');

    const started = await patch({ status: 'in_progress', assigneeId: sales.userId });
    expect(started.status).toBe(200);
    const detail = (await started.json()) as InquiryDetail;
    expect(detail).toMatchObject({
      status: 'in_progress',
      assignee: { id: sales.userId, name: 'Sam Sales' },
      allowedStatuses: ['answered', 'spam'],
    });
    expect(detail.activity.slice(1)).toMatchObject([
      {
        action: 'status_changed',
        actor: { id: sales.userId, name: 'Sam Sales' },
        details: { from: 'new', to: 'in_progress' },
      },
      { action: 'assigned', details: { from: null, to: sales.userId } },
    ]);

    // Assigning to someone who cannot read inquiries, or to nobody who exists, is refused.
    expect((await patch({ assigneeId: editor.userId })).status).toBe(422);
    expect((await patch({ assigneeId: 'no-such-user' })).status).toBe(422);
    expect((await patch({})).status).toBe(422);
    expect((await call(`/api/desk/inquiries/${id}`, { method: 'PATCH', body: '{' })).status).toBe(400);

    for (const status of ['answered', 'closed', 'in_progress', 'spam', 'new'] as const) {
      expect((await patch({ status })).status, status).toBe(200);
    }
    const unassigned = (await (await patch({ assigneeId: null })).json()) as InquiryDetail;
    expect(unassigned.assignee).toBeNull();
    expect(unassigned.activity.map((entry) => entry.action)).toEqual([
      'created',
      'status_changed',
      'assigned',
      'status_changed',
      'status_changed',
      'status_changed',
      'status_changed',
      'status_changed',
      'assigned',
    ]);
  });

  it('adds an internal note with its author, in the activity log too', async () => {
    const sitedesk = await start();
    const sales = await signInAs(sitedesk, 'sales', { name: 'Sam Sales' });
    const call = requester(sitedesk, sales.cookie);
    const { id } = await submitInquiry(sitedesk);
    const added = await call(`/api/desk/inquiries/${id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: '  Called back, wants a visit in May.  ' }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      author: { id: sales.userId, name: 'Sam Sales' },
      body: 'Called back, wants a visit in May.',
    });
    const detail = (await (await call(`/api/desk/inquiries/${id}`)).json()) as InquiryDetail;
    expect(detail.notes).toMatchObject([{ body: 'Called back, wants a visit in May.' }]);
    expect(detail.activity.at(-1)).toMatchObject({ action: 'note_added', actor: { id: sales.userId } });
    const empty = await call(`/api/desk/inquiries/${id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: ' ' }),
    });
    expect(empty.status).toBe(422);
  });
});

describe('DELETE /api/desk/inquiries/:id', () => {
  it('erases the inquiry with everything attached to it', async () => {
    const sitedesk = await start();
    const admin = requester(sitedesk, (await signInAs(sitedesk, 'admin')).cookie);
    const { id } = await submitInquiry(sitedesk);
    await admin(`/api/desk/inquiries/${id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: 'Note' }),
    });
    expect((await admin(`/api/desk/inquiries/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin(`/api/desk/inquiries/${id}`)).status).toBe(404);
    expect((await admin(`/api/desk/inquiries/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('GET /api/desk/inquiries/export.csv', () => {
  it('exports what the filter shows as RFC 4180 CSV with a BOM, CRLF and formulas neutralised', async () => {
    const sitedesk = await start();
    const get = requester(sitedesk, (await signInAs(sitedesk, 'sales')).cookie);
    const tricky = await submitInquiry(sitedesk, {
      name: '=HYPERLINK("http://evil.example")',
      company: '@Müller, "Recycling" GmbH',
      message: 'Two lines:\nfirst, and\n-second.',
    });
    await submitInquiry(sitedesk, { country: 'PT' });
    const response = await get('/api/desk/inquiries/export.csv?country=CZ');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const records = text.split('\r\n');
    expect(records[0]).toBe(
      '"Reference","Received (UTC)","Status","Name","Company","E-mail","Phone","Phone country","Company country","Topic","Assignee","Message","Product or job","Product or job title","First answer after (hours)","Products requested","Needed by","VAT number","Purchase reference","Form fields"',
    );
    expect(records).toHaveLength(3);
    expect(records[2]).toBe('');
    expect(records[1]).toContain(`"${tricky.reference}",`);
    expect(records[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")","'@Müller, ""Recycling"" GmbH",`);
    expect(records[1]).toContain(
      `,"+49 1512 3456789","Germany","Czechia","Quote request","","Two lines:\nfirst, and\n'-second.",`,
    );
  });
});
