import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { personErasureRequests, personErasures } from '@sitedesk/db/people-schema';
import { devMailbox } from '@sitedesk/db/schema';
import type {
  ErasureRequestList,
  PersonErasureResult,
  PersonSearchResult,
} from '@sitedesk/shared/people-api';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import { deliveryRecorder } from '../../testing/delivery-recorder';
import { submitInquiry } from '../../testing/desk-fixtures';
import { tablesMentioning } from '../../testing/find-text';
import { pdfWith, submitInquiryWithFiles } from '../../testing/inquiry-with-files';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { zipEntries } from '../../testing/zip-entries';
import { signErasureToken } from './erasure-link';
import { personExportZip } from './export-zip';
import { selectPersonRecords } from './repository';

let desk: TestSitedesk;
let owner: (path: string, body?: unknown) => Promise<Response>;
const deliveries = deliveryRecorder();
/** Mail sent so far: each inquiry sends a confirmation and a staff notification. */
let mailExpected = 0;
const secretKey = 'people-test-secret-key-0123456789-abcdefghij';

const ana = {
  name: 'Ana Erasmus-Ribeiro',
  email: 'Ana.Erasmus@lusorecicla.example',
  message: 'Two balers for the Setúbal plant, code word QUASAR-7.',
};
const ben = {
  name: 'Ben Youngblood',
  email: 'ben.youngblood@keep.example',
  message: 'Price list, NEBULA-3.',
};

beforeAll(async () => {
  desk = await startTestSitedesk(
    { INQUIRY_RATE_LIMIT: '0', MAIL_DRIVER: 'dev', SECRET_KEY: secretKey },
    { onDeliveryOutcome: (outcome) => deliveries.record(outcome) },
  );
  const { cookie } = await signInAs(desk, 'owner');
  owner = async (path, body) =>
    desk.app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, origin: desk.config.publicOrigin, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
});
afterAll(async () => {
  await desk.dispose();
});

/** Ana's two inquiries (one with two files, the address typed differently), Ben's one; their mail sent. */
async function submitVisitors() {
  const first = await submitInquiryWithFiles(desk, ana, [
    { name: 'plan.pdf', bytes: pdfWith(`${ana.name} plan`) },
    { name: 'section.pdf', bytes: pdfWith(`${ana.name} section`) },
  ]);
  const second = await submitInquiry(desk, { ...ana, email: ana.email.toLowerCase() });
  const other = await submitInquiryWithFiles(desk, ben, [{ name: 'list.pdf', bytes: pdfWith(ben.name) }]);
  mailExpected += 6;
  await deliveries.untilSent(mailExpected);
  return { first, second, other };
}

function blobCount(): number {
  try {
    return readdirSync(join(desk.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.name.endsWith('.json'),
    ).length;
  } catch {
    return 0;
  }
}

describe('a person’s data (POST /api/desk/people/*)', () => {
  it('finds, exports and erases every record of one address, and leaves the others', async () => {
    const { first, other } = await submitVisitors();
    await owner(`/api/desk/inquiries/${first.id}/notes`, { body: `Called ${ana.name} back.` });
    // Ana wrote into Ben's thread too (a colleague's inquiry), and was copied on an answer there.
    await desk.database.db.insert(inquiryMessages).values([
      {
        id: randomUUID(),
        inquiryId: other.id,
        direction: 'inbound',
        fromAddress: ana.email,
        to: ['desk@veltrum.example'],
        subject: 'Re: price list',
        text: 'Ana here, QUASAR-7 again.',
        messageId: `<${randomUUID()}@lusorecicla.example>`,
      },
      {
        id: randomUUID(),
        inquiryId: other.id,
        direction: 'outbound',
        fromAddress: 'desk@veltrum.example',
        to: [ben.email],
        cc: [ana.email.toUpperCase(), 'carla@keep.example'],
        subject: 'Your price list',
        text: 'Here it is.',
        messageId: `<${randomUUID()}@veltrum.example>`,
      },
    ]);

    const search = await owner('/api/desk/people/search', { email: ` ${ana.email.toUpperCase()} ` });
    expect(search.status).toBe(200);
    expect((await search.json()) as PersonSearchResult).toEqual({
      counts: { inquiries: 2, messages: 2, notes: 1, files: 2, outgoingMails: 4, devMailboxCopies: 4 },
      erasedAt: null,
    });

    const exported = await owner('/api/desk/people/export', { email: ana.email });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).not.toContain('lusorecicla');
    const entries = await zipEntries(new Uint8Array(await exported.arrayBuffer()));
    const names = [...entries.keys()];
    expect(names.slice(0, 8)).toEqual([
      'README.txt',
      'inquiries.json',
      'messages.json',
      'notes.json',
      'files.json',
      'outgoing-mails.json',
      'dev-mailbox.json',
      'quotations.json',
    ]);
    const json = (name: string) =>
      JSON.parse(entries.get(name)?.toString('utf8') ?? 'null') as Record<string, unknown>[];
    expect(json('inquiries.json').map((row) => row.email)).toEqual([ana.email, ana.email.toLowerCase()]);
    expect(JSON.stringify(json('inquiries.json'))).not.toMatch(/clientHash|replyToken|searchVector/);
    expect(
      json('messages.json')
        .map((row) => row.subject)
        .sort(),
    ).toEqual(['Re: price list', 'Your price list']);
    expect(json('notes.json').map((row) => row.body)).toEqual([`Called ${ana.name} back.`]);
    const files = json('files.json');
    expect(files.map((file) => file.fileName).sort()).toEqual(['plan.pdf', 'section.pdf']);
    // Each file streamed from disk storage into the place files.json names for it.
    for (const file of files) {
      expect(entries.get(String(file.path))?.toString('latin1')).toContain(
        `${ana.name} ${String(file.fileName).slice(0, -4)}`,
      );
    }
    expect(names.filter((name) => name.startsWith('files/'))).toHaveLength(2);
    expect(entries.get('README.txt')?.toString('utf8')).toContain('files.json');

    const blobsBefore = blobCount();
    const erased = await owner('/api/desk/people/erase', { email: ana.email.toLowerCase() });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as PersonErasureResult).counts).toEqual({
      inquiries: 2,
      messages: 2,
      notes: 1,
      files: 2,
      outgoingMails: 4,
      devMailboxCopies: 4,
    });

    // Nothing of Ana anywhere: rows, mail, dev mailbox, search index, her message in Ben's thread, files.
    for (const trace of [ana.email, ana.name, 'QUASAR-7', first.reference]) {
      expect(await tablesMentioning(desk.database.db, trace), trace).toEqual([]);
    }
    expect(blobCount()).toBe(blobsBefore - 2);
    // Ben's inquiry stands; the answer Ana was copied on stays his, without her address.
    expect(await tablesMentioning(desk.database.db, ben.email)).toEqual(
      expect.arrayContaining(['dev_mailbox', 'inquiries', 'inquiry_messages', 'mail_outbox']),
    );
    const [answer] = await desk.database.db
      .select({ cc: inquiryMessages.cc })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.subject, 'Your price list'));
    expect(answer?.cc).toEqual(['carla@keep.example']);

    // The export is empty now; a repeated search is recognised by the keyed hash, which is not the address.
    const empty = await owner('/api/desk/people/export', { email: ana.email });
    const emptyEntries = await zipEntries(new Uint8Array(await empty.arrayBuffer()));
    expect(JSON.parse(emptyEntries.get('inquiries.json')?.toString('utf8') ?? '')).toEqual([]);
    const again = (await (
      await owner('/api/desk/people/search', { email: ana.email })
    ).json()) as PersonSearchResult;
    expect(again.counts.inquiries).toBe(0);
    expect(again.erasedAt).toEqual(expect.any(String));
    // The audit log keeps who exported and erased the person, named by the keyed hash only.
    const audit = (await (await owner('/api/desk/audit-log')).json()) as {
      items: { action: string; target?: { type: string; id: string } }[];
    };
    const personEntries = audit.items.filter((item) => item.action.startsWith('person.'));
    expect(personEntries.map((item) => item.action)).toEqual(
      expect.arrayContaining(['person.exported', 'person.erased']),
    );
    expect(JSON.stringify(personEntries)).not.toContain('lusorecicla');
    const [record] = await desk.database.db.select().from(personErasures);
    expect(record?.addressHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(record)).not.toContain('lusorecicla');
  });

  // A malicious or mistaken admin erasing MAIL_FROM's address would take every staff answer from every thread.
  it('refuses to erase the service’s own addresses and staff members’ (422), erasing nothing', async () => {
    const before = await desk.database.db.$count(inquiryMessages);
    for (const email of ['no-reply@veltrum.example', 'SALES@veltrum.example', 'reply+abc@veltrum.example']) {
      const refused = await owner('/api/desk/people/erase', { email });
      expect(refused.status, email).toBe(422);
      expect(
        ((await refused.json()) as { error: { fields: Record<string, { code: string }> } }).error.fields.email
          ?.code,
      ).toBe('own_address');
    }
    const member = await signInAs(desk, 'sales');
    expect((await owner('/api/desk/people/erase', { email: member.email })).status).toBe(422);
    expect(await desk.database.db.$count(inquiryMessages)).toBe(before);
  });

  // Security review: an admin asked for an owner's reset link (anyone may), then exported the owner's
  // address and read the live link out of outgoing-mails.json. An invitee's export handed out the invitation.
  it('never searches or exports a member’s address, and exports no invitation or staff notice', async () => {
    const member = await signInAs(desk, 'owner');
    expect((await owner('/api/desk/people/search', { email: member.email })).status).toBe(422);
    expect((await owner('/api/desk/people/export', { email: member.email })).status).toBe(422);

    const invitee = 'future.owner@partner.example';
    const invited = await owner('/api/desk/team/invitations', { email: invitee, role: 'owner' });
    expect(invited.status).toBe(201);
    await submitInquiry(desk, { name: 'Fiona Future', email: invitee });
    // The invitation, the inquiry's confirmation and its staff notification.
    mailExpected += 3;
    await deliveries.untilSent(mailExpected);
    const exported = await owner('/api/desk/people/export', { email: invitee });
    expect(exported.status).toBe(200);
    const entries = await zipEntries(new Uint8Array(await exported.arrayBuffer()));
    const mails = JSON.parse(entries.get('outgoing-mails.json')?.toString('utf8') ?? '[]') as {
      template: string;
    }[];
    expect(mails.map((mail) => mail.template)).toEqual(['inquiry-confirmation']);
    const copies = JSON.parse(entries.get('dev-mailbox.json')?.toString('utf8') ?? '[]') as {
      subject: string;
    }[];
    expect(copies).toHaveLength(1);
    expect(JSON.stringify([...entries.values()].map((entry) => entry.toString('utf8')))).not.toMatch(
      /invitation|\/accept|token=/i,
    );
  });

  it('refuses a bad address with a 422 and an oversized body with a 413', async () => {
    const bad = await owner('/api/desk/people/search', { email: 'not an address' });
    expect(bad.status).toBe(422);
    const large = await owner('/api/desk/people/erase', { email: `${'a'.repeat(4000)}@x.example` });
    expect(large.status).toBe(413);
  });
});

// 2 GB of drawings must pass through a few buffers: the ZIP opens one stored file at a time, when its turn
// comes, and reads it only as fast as the response is read.
describe('the export ZIP', () => {
  it('streams the files from storage one at a time, each opened only when the reader gets to it', async () => {
    const files = Array.from({ length: 5 }, (_, index) => ({
      name: `drawing-${index}.pdf`,
      bytes: pdfWith(`drawing ${index} ${'x'.repeat(200_000)}`),
    }));
    const email = 'many.files@example.org';
    await submitInquiryWithFiles(desk, { email }, files);
    mailExpected += 2;
    let open = 0;
    let mostOpen = 0;
    let opened = 0;
    const counting: BlobStorage = {
      ...desk.storage,
      async get(key) {
        const blob = await desk.storage.get(key);
        if (!blob) return blob;
        opened += 1;
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        // A file is done once read to its end: a file stream's 'close' follows its descriptor's close,
        // which can land after yazl has asked for the next file, so counting 'close' raced (stop 45's CI).
        let done = false;
        const finished = () => {
          if (done) return;
          done = true;
          open -= 1;
        };
        blob.body.once('end', finished);
        blob.body.once('close', finished);
        return blob;
      },
    };
    const records = await selectPersonRecords(desk.database.db, email);
    const zip = personExportZip(records, {
      storage: counting,
      logger: pino({ level: 'silent' }),
      exportedAt: new Date(),
    });
    // Nothing is read from storage before the reader asks.
    expect(opened).toBe(0);
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    expect(opened).toBe(5);
    expect(mostOpen).toBe(1);
    const entries = await zipEntries(Buffer.concat(chunks));
    expect(
      [...entries.keys()]
        .filter((name) => name.startsWith('files/'))
        .map((name) => name.split('/').at(-1))
        .sort(),
    ).toEqual(files.map((file) => file.name));
    for (const file of files) {
      const path = [...entries.keys()].find((name) => name.endsWith(`/${file.name}`)) ?? '';
      expect(entries.get(path)?.equals(Buffer.from(file.bytes))).toBe(true);
    }
  });
});

describe('the erasure link in the confirmation mail', () => {
  async function linkFor(email: string): Promise<string> {
    await submitInquiry(desk, { email, name: 'Dora Link' });
    mailExpected += 2;
    await deliveries.untilSent(mailExpected);
    const [mail] = await desk.database.db
      .select({ text: devMailbox.text })
      .from(devMailbox)
      .where(sql`${devMailbox.to} @> ${JSON.stringify([email])}::jsonb`);
    const url = /https?:\/\/[^\s]+\/en\/erasure\/[^\s)>\]]+/.exec(mail?.text ?? '')?.[0];
    if (!url) throw new Error(`no erasure link in the confirmation: ${mail?.text}`);
    return new URL(url).pathname;
  }

  const post = (path: string, headers: Record<string, string> = {}) =>
    desk.app.request(path, {
      method: 'POST',
      headers: {
        origin: desk.config.publicOrigin,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: '',
    });

  it('opens a page without cookie or index; its post files a request due in a month that staff confirm', async () => {
    const email = 'dora.link@example.org';
    const path = await linkFor(email);
    const page = await desk.app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('<form method="post"');

    const sent = await post(path);
    expect(sent.status).toBe(303);
    const due = /due=(\d{4}-\d{2}-\d{2})/.exec(sent.headers.get('location') ?? '')?.[1];
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(new Date(`${due}T12:00:00Z`).getTime() - inAMonth.getTime())).toBeLessThan(
      3 * 86_400_000,
    );
    // Asking twice keeps one request.
    expect((await post(path)).status).toBe(303);

    const list = (await (await owner('/api/desk/people/erasure-requests')).json()) as ErasureRequestList;
    const request = list.items.find((item) => item.email === email);
    expect(request).toBeDefined();
    expect(list.items.filter((item) => item.email === email)).toHaveLength(1);

    const wrong = await owner(`/api/desk/people/erasure-requests/${request?.id}/confirm`, {
      email: 'x@example.org',
    });
    expect(wrong.status).toBe(422);
    const confirmed = await owner(`/api/desk/people/erasure-requests/${request?.id}/confirm`, { email });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as PersonErasureResult).counts.inquiries).toBe(1);
    expect(await tablesMentioning(desk.database.db, email)).toEqual([]);
    const [closed] = await desk.database.db
      .select()
      .from(personErasureRequests)
      .where(eq(personErasureRequests.id, request?.id ?? ''));
    expect(closed).toMatchObject({ email: null, completedAt: expect.any(Date) });
    // The link now finds nothing to erase.
    expect((await desk.app.request(path)).status).toBe(404);
  });

  it('refuses a tampered, a foreign-key or an expired link with a 4xx page, filing nothing', async () => {
    const path = await linkFor('eve.tamper@example.org');
    const token = path.split('/').at(-1) ?? '';
    const [id, expires, signature] = token.split('.');
    const tampered = [
      `${id}.${Number(expires) + 86_400}.${signature}`,
      `${id?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${expires}.${signature}`,
      `${id}.${expires}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`,
      signErasureToken('another-secret', id ?? '', new Date()),
      'not-a-token',
    ];
    for (const bad of tampered) {
      expect((await desk.app.request(`/en/erasure/${bad}`)).status, bad).toBe(404);
      expect((await post(`/en/erasure/${bad}`)).status, bad).toBe(404);
    }
    const expired = signErasureToken(secretKey, id ?? '', new Date(Date.now() - 400 * 86_400_000));
    expect((await desk.app.request(`/en/erasure/${expired}`)).status).toBe(410);
    expect((await post(`/en/erasure/${expired}`)).status).toBe(410);
    expect((await post(path, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await desk.database.db.$count(personErasureRequests, sql`completed_at is null`)).toBe(0);
  });
});
