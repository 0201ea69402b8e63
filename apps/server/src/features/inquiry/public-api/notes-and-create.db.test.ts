import { randomUUID } from 'node:crypto';
import { auditLog } from '@sitedesk/db/audit-schema';
import { inquiryActivity, inquiryNotes } from '@sitedesk/db/desk-schema';
import { inquiries, mailOutbox } from '@sitedesk/db/schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type {
  ApiInquiryCreated,
  ApiInquiryNote,
  ApiInquiryNoteList,
  ApiKeyCreated,
} from '@sitedesk/shared/api-keys-api';
import type { DeskEvent, InquiryDetail, InquiryList } from '@sitedesk/shared/desk-api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../platform/events/event-bus';
import { createApiKey, requestWithKey } from '../../../testing/api-key-requests';
import { submitInquiry, validInquiryFields } from '../../../testing/desk-fixtures';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { notesPerInquiryMax } from '../desk/service';

// Decision 235: notes on an inquiry and server-to-server creation through `/api/v1`, each checked where a
// person notices it (the desk's inquiry page and list, the outbox, the webhooks' queue).

let desk: TestSitedesk;
let owner: SignedInStaff;
let reader = '';
let writer = '';
let writeOnly = '';
let writeOnlyId = '';

beforeAll(async () => {
  desk = await startTestSitedesk({
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    API_KEY_RATE_LIMIT_PER_MINUTE: '0',
  });
  owner = await signInAs(desk, 'owner');
  reader = (await createKey({ name: 'Reader', scopes: ['inquiries:read'] })).key;
  const both = await createKey({ name: 'CRM', scopes: ['inquiries:read', 'inquiries:write'] });
  writer = both.key;
  const forwarder = await createKey({ name: 'Lead forwarder', scopes: ['inquiries:write'] });
  writeOnly = forwarder.key;
  writeOnlyId = forwarder.id;
});
afterAll(async () => {
  await desk.dispose();
});

function asOwner(method: string, path: string, body?: unknown) {
  return desk.app.request(path, {
    method,
    headers: { cookie: owner.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function createKey(request: Record<string, unknown>): Promise<ApiKeyCreated> {
  return createApiKey(desk.app, owner, request);
}

/** A request to /api/v1 with `key` as the Bearer token; a string body is sent as it is. */
function withKey(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  app: TestSitedesk['app'] = desk.app,
) {
  return requestWithKey(app, key, method, path, body, headers);
}

async function deskDetail(id: string): Promise<InquiryDetail> {
  const response = await asOwner('GET', `/api/desk/inquiries/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InquiryDetail;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Record<string, { code: string }> } })
    .error;
}

async function inquiriesFrom(email: string) {
  return desk.database.db
    .select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.email, email));
}

let counter = 0;
/** The contact form's fields from an address of their own, so each test counts only its own inquiries. */
function leadFields(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { ...validInquiryFields, email: `lead-${Date.now()}-${counter}@recyklace.example`, ...overrides };
}

describe('notes through /api/v1', () => {
  it('adds a note that the desk shows on the inquiry, by the key’s creator, and every open desk hears of', async () => {
    const { id } = await submitInquiry(desk);
    const heard: DeskEvent[] = [];
    const unsubscribe = desk.events.subscribe((message: BusMessage) => {
      if ('event' in message && message.event.type === 'inquiry.note_added') heard.push(message.event);
    });
    let note: ApiInquiryNote;
    try {
      const response = await withKey(writer, 'POST', `/api/v1/inquiries/${id}/notes`, {
        text: '  Called back: they want the X4 with a conveyor.  ',
      });
      expect(response.status, await response.clone().text()).toBe(201);
      note = (await response.json()) as ApiInquiryNote;
    } finally {
      unsubscribe();
    }
    expect(note).toMatchObject({
      author: { id: owner.userId },
      text: 'Called back: they want the X4 with a conveyor.',
    });
    expect(heard).toEqual([{ type: 'inquiry.note_added', inquiryId: id, noteId: note.id }]);

    const detail = await deskDetail(id);
    expect(detail.notes).toEqual([
      {
        id: note.id,
        author: { id: owner.userId, name: note.author?.name },
        body: 'Called back: they want the X4 with a conveyor.',
        createdAt: note.createdAt,
      },
    ]);
    expect(detail.activity.map((entry) => [entry.action, entry.actor?.id])).toContainEqual([
      'note_added',
      owner.userId,
    ]);

    const listed = await withKey(reader, 'GET', `/api/v1/inquiries/${id}/notes`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as ApiInquiryNoteList).items).toEqual([note]);
  });

  it('lists a desk member’s notes too, oldest first', async () => {
    const { id } = await submitInquiry(desk);
    expect(
      (await asOwner('POST', `/api/desk/inquiries/${id}/notes`, { body: 'First, from the desk' })).status,
    ).toBe(201);
    await withKey(writer, 'POST', `/api/v1/inquiries/${id}/notes`, { text: 'Second, from the CRM' });
    const listed = (await (
      await withKey(reader, 'GET', `/api/v1/inquiries/${id}/notes`)
    ).json()) as ApiInquiryNoteList;
    expect(listed.items.map((item) => item.text)).toEqual(['First, from the desk', 'Second, from the CRM']);
  });

  it('refuses a bad note with a structured 4xx and adds nothing', async () => {
    const { id } = await submitInquiry(desk);
    const path = `/api/v1/inquiries/${id}/notes`;
    for (const [body, field, code] of [
      [{}, 'text', 'invalid_type'],
      [{ text: '   ' }, 'text', 'required'],
      [{ text: 'Null\u0000byte' }, 'text', 'invalid_characters'],
      [{ text: 'x'.repeat(5001) }, 'text', 'too_big'],
      [{ text: 42 }, 'text', 'invalid_type'],
    ] as const) {
      const response = await withKey(writer, 'POST', path, body);
      expect(response.status, code).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]?.code, code).toBe(code);
    }
    expect((await withKey(writer, 'POST', path, '{"text":')).status).toBe(400);
    expect((await withKey(writer, 'POST', path, 'text=hi', { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    // Security review: a body far past any note is refused before it is read into memory and parsed.
    const huge = JSON.stringify({ text: 'x'.repeat(200_000) });
    const tooLarge = await withKey(writer, 'POST', path, huge);
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).code).toBe('payload_too_large');
    expect((await deskDetail(id)).notes).toEqual([]);
  });

  it('answers 404 for an unknown inquiry and for an erased one, and adds nothing to it', async () => {
    const { id } = await submitInquiry(desk);
    expect((await asOwner('DELETE', `/api/desk/inquiries/${id}`)).status).toBe(204);
    for (const target of [id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const added = await withKey(writer, 'POST', `/api/v1/inquiries/${target}/notes`, { text: 'Too late' });
      expect(added.status, target).toBe(404);
      expect((await withKey(reader, 'GET', `/api/v1/inquiries/${target}/notes`)).status, target).toBe(404);
    }
    const rows = await desk.database.db
      .select()
      .from(inquiryActivity)
      .where(eq(inquiryActivity.inquiryId, id));
    expect(rows).toEqual([]);
  });

  it('lets a write-only key add a note but not read the notes (403)', async () => {
    const { id } = await submitInquiry(desk);
    expect(
      (await withKey(writeOnly, 'POST', `/api/v1/inquiries/${id}/notes`, { text: 'Forwarded' })).status,
    ).toBe(201);
    const read = await withKey(writeOnly, 'GET', `/api/v1/inquiries/${id}/notes`);
    expect(read.status).toBe(403);
    expect((await errorOf(read)).code).toBe('forbidden');
    const readerWrites = await withKey(reader, 'POST', `/api/v1/inquiries/${id}/notes`, { text: 'No' });
    expect(readerWrites.status).toBe(403);
    expect((await deskDetail(id)).notes.map((note) => note.body)).toEqual(['Forwarded']);
  });
});

describe('notes per inquiry', () => {
  it('stops at 500 notes: the 501st is a 422 on `text` and the inquiry keeps its 500', async () => {
    const { id } = await submitInquiry(desk);
    await desk.database.db.insert(inquiryNotes).values(
      Array.from({ length: notesPerInquiryMax - 1 }, (_, index) => ({
        id: randomUUID(),
        inquiryId: id,
        authorId: owner.userId,
        body: `Call ${index + 1}`,
      })),
    );
    const last = await withKey(writer, 'POST', `/api/v1/inquiries/${id}/notes`, { text: 'The 500th' });
    expect(last.status).toBe(201);
    const over = await withKey(writer, 'POST', `/api/v1/inquiries/${id}/notes`, { text: 'One more' });
    expect(over.status).toBe(422);
    expect((await errorOf(over)).fields?.text?.code).toBe('too_many_notes');
    const notes = (await deskDetail(id)).notes;
    expect(notes).toHaveLength(notesPerInquiryMax);
    expect(notes.some((note) => note.body === 'One more')).toBe(false);
  });
});

describe('POST /api/v1/inquiries', () => {
  it('creates an inquiry as the form does: in the desk’s inbox, its staff mail queued, webhooks told, audited', async () => {
    const endpoint = await asOwner('POST', '/api/desk/webhooks', {
      url: 'https://crm.invalid/sitedesk',
      events: ['inquiry.created'],
    });
    expect(endpoint.status).toBe(201);
    const endpointId = ((await endpoint.json()) as { id: string }).id;
    const fields = leadFields({ message: 'Forwarded from our trade fair app: two balers for Brno.' });
    const response = await withKey(writeOnly, 'POST', '/api/v1/inquiries', fields);
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as ApiInquiryCreated;
    expect(Object.keys(created).sort()).toEqual(['id', 'reference']);
    expect(response.headers.get('idempotent-replayed')).toBeNull();

    const inbox = (await (await asOwner('GET', '/api/desk/inquiries?pageSize=100')).json()) as InquiryList;
    expect(inbox.items.find((item) => item.id === created.id)).toMatchObject({
      reference: created.reference,
      status: 'new',
    });
    const detail = await deskDetail(created.id);
    expect(detail.message).toBe('Forwarded from our trade fair app: two balers for Brno.');

    const mails = await desk.database.db
      .select({ template: mailOutbox.template, data: mailOutbox.data })
      .from(mailOutbox)
      .where(eq(mailOutbox.inquiryId, created.id));
    const staffMail = mails.find((mail) => mail.template === 'inquiry-notification');
    expect((staffMail?.data as { to?: string[] } | undefined)?.to).toEqual(desk.config.mail.notifyTo);
    expect(mails.map((mail) => mail.template)).toContain('inquiry-confirmation');

    const announced = await desk.database.db
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.inquiryId, created.id)));
    expect(announced).toEqual([{ eventType: 'inquiry.created' }]);
    await desk.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));

    // The inquiry's first activity row says which key made it; the audit log has the key's use.
    const [first] = await desk.database.db
      .select({ details: inquiryActivity.details })
      .from(inquiryActivity)
      .where(and(eq(inquiryActivity.inquiryId, created.id), eq(inquiryActivity.action, 'created')));
    expect(first?.details).toEqual({ apiKeyId: writeOnlyId });
    const uses = await desk.database.db
      .select({ detail: auditLog.detail, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.used'), eq(auditLog.targetId, writeOnlyId)))
      .orderBy(asc(auditLog.id));
    expect(uses.at(-1)?.actorId).toBe(owner.userId);
    expect(uses.map((use) => use.detail)).toContainEqual({
      method: 'POST',
      route: '/api/v1/inquiries',
      status: 201,
    });
  });

  it('refuses a bad body with 422 naming the fields, in the caller’s language, and creates nothing', async () => {
    const email = `bad-${Date.now()}@recyklace.example`;
    for (const [body, field] of [
      [{ ...validInquiryFields, email: 'not an address' }, 'email'],
      [{ ...validInquiryFields, email, consent: false }, 'consent'],
      [{ ...validInquiryFields, email, message: 'Null \u0000 byte in a long enough message' }, 'message'],
      [{ ...validInquiryFields, email, topic: 'lottery' }, 'topic'],
      [{ ...validInquiryFields, email, entryId: '00000000-0000-4000-8000-000000000000' }, 'entryId'],
    ] as const) {
      const response = await withKey(writer, 'POST', '/api/v1/inquiries', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
    }
    const german = await withKey(writer, 'POST', '/api/v1/inquiries', {
      ...validInquiryFields,
      email,
      locale: 'de',
      name: '',
    });
    const english = await withKey(writer, 'POST', '/api/v1/inquiries', {
      ...validInquiryFields,
      email,
      name: '',
    });
    const germanText = ((await german.json()) as { error: { fields: Record<string, { message: string }> } })
      .error.fields.name?.message;
    const englishText = ((await english.json()) as { error: { fields: Record<string, { message: string }> } })
      .error.fields.name?.message;
    expect(germanText).toBeTruthy();
    expect(germanText).not.toBe(englishText);
    expect((await withKey(writer, 'POST', '/api/v1/inquiries', '{"name":')).status).toBe(400);
    expect(
      (
        await withKey(writer, 'POST', '/api/v1/inquiries', 'name=x', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415);
    // Security review: JSON nested 100,000 deep is a field error, not a parser's stack overflow (a 500).
    const deep = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect((await withKey(writer, 'POST', '/api/v1/inquiries', deep)).status).toBe(422);
    // Security review: a body past the contact form's fields is refused before it is parsed.
    const huge = JSON.stringify({ ...validInquiryFields, email, message: 'x'.repeat(300_000) });
    expect((await withKey(writer, 'POST', '/api/v1/inquiries', huge)).status).toBe(413);
    expect(await inquiriesFrom(email)).toEqual([]);
  });

  it('refuses a key without inquiries:write (403) and creates nothing', async () => {
    const fields = leadFields();
    const response = await withKey(reader, 'POST', '/api/v1/inquiries', fields);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden');
    expect(await inquiriesFrom(fields.email)).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key and body with the first inquiry, once', async () => {
    const fields = leadFields();
    const headers = { 'idempotency-key': `lead-${fields.email}` };
    const first = await withKey(writer, 'POST', '/api/v1/inquiries', fields, headers);
    expect(first.status, await first.clone().text()).toBe(201);
    const created = (await first.json()) as ApiInquiryCreated;
    const retry = await withKey(writer, 'POST', '/api/v1/inquiries', fields, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(created);
    expect(await inquiriesFrom(fields.email)).toEqual([{ id: created.id, status: 'new' }]);
    const staffMails = await desk.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inquiryId, created.id), eq(mailOutbox.template, 'inquiry-notification')));
    expect(staffMails).toHaveLength(1);

    // The same key with another body is a mistake, not a retry: refused, nothing new.
    const changed = await withKey(
      writer,
      'POST',
      '/api/v1/inquiries',
      { ...fields, name: 'Someone Else' },
      headers,
    );
    expect(changed.status).toBe(422);
    expect((await errorOf(changed)).fields?.['Idempotency-Key']?.code).toBe('idempotency_key_reused');
    // Another API key's same header is another client's: its own inquiry.
    const other = await withKey(writeOnly, 'POST', '/api/v1/inquiries', fields, headers);
    expect(other.status).toBe(201);
    expect(((await other.json()) as ApiInquiryCreated).id).not.toBe(created.id);
    expect(await inquiriesFrom(fields.email)).toHaveLength(2);
  });

  it('makes one inquiry of two retries that arrive at once', async () => {
    const fields = leadFields();
    const headers = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      [0, 1, 2].map(() => withKey(writer, 'POST', '/api/v1/inquiries', fields, headers)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as ApiInquiryCreated).id)),
    );
    expect(ids.size).toBe(1);
    expect(await inquiriesFrom(fields.email)).toHaveLength(1);
  });

  it('refuses an Idempotency-Key that is empty, too long or not visible ASCII (422)', async () => {
    const fields = leadFields();
    for (const key of [' ', 'x'.repeat(256), 'schlüssel', 'two words']) {
      const response = await withKey(writer, 'POST', '/api/v1/inquiries', fields, { 'idempotency-key': key });
      expect(response.status, key).toBe(422);
      expect((await errorOf(response)).fields?.['Idempotency-Key']?.code).toBe('invalid');
    }
    expect(await inquiriesFrom(fields.email)).toEqual([]);
  });
});

describe('POST /api/v1/inquiries with the spam checks and the form’s limit on', () => {
  it('skips the proof of work and the form’s per-address limit; the key’s own limit holds (429)', async () => {
    // A second instance on the same database: spam checks on, the form's limit at 1 an hour, 3 requests a
    // minute per key, and a clock that stands still so all fall into one window.
    const fixed = new Date('2026-11-30T12:00:10Z');
    const strict = await startTestSitedesk(
      { SPAM_CHECKS: 'on', INQUIRY_RATE_LIMIT: '1', API_KEY_RATE_LIMIT_PER_MINUTE: '3' },
      { sharedDatabase: desk.database, now: () => fixed },
    );
    try {
      const key = (await createKey({ name: 'Strict', scopes: ['inquiries:write'] })).key;
      const email = `strict-${Date.now()}@recyklace.example`;
      const statuses = [];
      for (let count = 0; count < 4; count += 1) {
        const fields = {
          ...validInquiryFields,
          email,
          message: `Lead number ${count} from the CRM, please call back.`,
        };
        statuses.push((await withKey(key, 'POST', '/api/v1/inquiries', fields, {}, strict.app)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // No proof of work, sent by a script: the key vouches for them, so they are in the inbox, not spam.
      const stored = await inquiriesFrom(email);
      expect(stored).toHaveLength(3);
      expect(stored.every((row) => row.status === 'new')).toBe(true);
    } finally {
      await strict.dispose();
    }
  });

  it('creates at most API_KEY_INQUIRIES_PER_HOUR valid inquiries per key; refused ones do not count', async () => {
    const fixed = new Date('2026-11-30T13:00:10Z');
    const hourly = await startTestSitedesk(
      { API_KEY_RATE_LIMIT_PER_MINUTE: '0', API_KEY_INQUIRIES_PER_HOUR: '2' },
      { sharedDatabase: desk.database, now: () => fixed },
    );
    try {
      const key = (await createKey({ name: 'Hourly', scopes: ['inquiries:write'] })).key;
      const email = `hourly-${Date.now()}@recyklace.example`;
      const send = async (fields: Record<string, unknown>) =>
        (await withKey(key, 'POST', '/api/v1/inquiries', fields, {}, hourly.app)).status;
      const lead = (count: number) => ({
        ...validInquiryFields,
        email,
        message: `Lead number ${count} from the CRM, please call back.`,
      });
      expect(await send({ ...lead(0), email: 'not an address' })).toBe(422);
      expect([await send(lead(1)), await send(lead(2)), await send(lead(3))]).toEqual([201, 201, 429]);
      expect(await inquiriesFrom(email)).toHaveLength(2);
      // Another key has its own count.
      const other = (await createKey({ name: 'Hourly too', scopes: ['inquiries:write'] })).key;
      expect((await withKey(other, 'POST', '/api/v1/inquiries', lead(4), {}, hourly.app)).status).toBe(201);
    } finally {
      await hourly.dispose();
    }
  });
});
