import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog } from '@sitedesk/db/audit-schema';
import { inquiryMessages, staffPreferences } from '@sitedesk/db/conversation-schema';
import { inquiryActivity } from '@sitedesk/db/desk-schema';
import { devMailbox, inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { ConversationThread } from '@sitedesk/shared/conversation-api';
import type { DeskEvent, InquiryList } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryRecorder } from '../../../testing/delivery-recorder';
import { submitInquiry } from '../../../testing/desk-fixtures';
import { readEventStream } from '../../../testing/event-stream-reader';
import {
  insertInquiry,
  keepMailForAnswer,
  rawMessage,
  replyAddressOf,
  sendOverSmtp,
  smtpCodeOf,
} from '../../../testing/inbound-mail';
import { pdfWith } from '../../../testing/inquiry-with-files';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
const openStreams: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.allSettled(openStreams.splice(0).map((stream) => stream.close()));
  await desk?.dispose();
  desk = undefined;
});

async function start(env: Record<string, string> = {}, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  desk = await startTestSitedesk(
    {
      INQUIRY_RATE_LIMIT: '0',
      SIGN_IN_RATE_LIMIT: '0',
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      ...env,
    },
    extra,
  );
  const listener = await desk.startInboundListener();
  if (!listener) throw new Error('the inbound listener did not start');
  return { sitedesk: desk, port: listener.port };
}

async function messagesOf(sitedesk: TestSitedesk, inquiryId: string) {
  return sitedesk.database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId));
}

async function statusOf(sitedesk: TestSitedesk, inquiryId: string) {
  const [row] = await sitedesk.database.db
    .select({ status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return row?.status;
}

const visitor = 'jana.novakova@recyklace.example';

describe('inbound mail through the SMTP listener', () => {
  it('puts the visitor answer in its thread, live, unread, and back to in_progress', async () => {
    const { sitedesk, port } = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const { id } = await submitInquiry(sitedesk);
    await sitedesk.database.db.update(inquiries).set({ status: 'answered' }).where(eq(inquiries.id, id));
    // Opened by this staff member: read.
    expect(
      (await sitedesk.app.request(`/api/desk/inquiries/${id}`, { headers: { cookie: sales.cookie } })).status,
    ).toBe(200);
    const events = await sitedesk.app.request('/api/desk/events', { headers: { cookie: sales.cookie } });
    const stream = readEventStream(events);
    openStreams.push(stream);

    const to = await replyAddressOf(sitedesk, id);
    await sendOverSmtp(
      port,
      rawMessage({ to, body: 'Thanks! Could you deliver in March?\r\n\r\n> Earlier text' }),
      {
        from: visitor,
        to: [to],
      },
    );

    const added = await stream.next((event: DeskEvent) => event.type === 'inquiry.message_added');
    expect(added?.event).toMatchObject({
      type: 'inquiry.message_added',
      inquiryId: id,
      direction: 'inbound',
    });
    const [message] = await messagesOf(sitedesk, id);
    expect(message).toMatchObject({
      direction: 'inbound',
      fromAddress: visitor,
      isAutomatic: false,
      text: 'Thanks! Could you deliver in March?\n\n> Earlier text',
    });
    expect(added?.event).toMatchObject({ messageId: message?.id });
    expect(await statusOf(sitedesk, id)).toBe('in_progress');
    const list = (await (
      await sitedesk.app.request('/api/desk/inquiries', { headers: { cookie: sales.cookie } })
    ).json()) as InquiryList;
    expect(list.items.find((item) => item.id === id)).toMatchObject({ unread: true, status: 'in_progress' });
  });

  it('refuses an unknown token at RCPT with 550 and stores nothing', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    const unknown = `reply+${'0'.repeat(32)}@${sitedesk.config.mail.inboundDomain}`;
    const error = await sendOverSmtp(port, rawMessage({ to: unknown, body: 'Hello?' }), {
      from: visitor,
      to: [unknown],
    }).catch((caught: unknown) => caught);
    expect(smtpCodeOf(error)).toBe(550);
    // Another domain is no relay either.
    const elsewhere = await sendOverSmtp(
      port,
      rawMessage({ to: 'someone@elsewhere.example', body: 'relay?' }),
      {
        from: visitor,
        to: ['someone@elsewhere.example'],
      },
    ).catch((caught: unknown) => caught);
    expect(smtpCodeOf(elsewhere)).toBe(550);
    expect(await sitedesk.database.db.select().from(inquiryMessages)).toHaveLength(0);
    expect(await statusOf(sitedesk, id)).toBe('new');
  });

  it('keeps an auto-reply as automatic without changing the status', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    await sitedesk.database.db.update(inquiries).set({ status: 'answered' }).where(eq(inquiries.id, id));
    const to = await replyAddressOf(sitedesk, id);
    await sendOverSmtp(
      port,
      rawMessage({
        to,
        subject: 'Out of office',
        headers: { 'Auto-Submitted': 'auto-replied' },
        body: 'Away until Monday.',
      }),
      { from: visitor, to: [to] },
    );
    const [message] = await messagesOf(sitedesk, id);
    expect(message?.isAutomatic).toBe(true);
    expect(await statusOf(sitedesk, id)).toBe('answered');
  });

  it('keeps an answer to a spam inquiry without changing anything', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    await sitedesk.database.db.update(inquiries).set({ status: 'spam' }).where(eq(inquiries.id, id));
    const to = await replyAddressOf(sitedesk, id);
    await sendOverSmtp(port, rawMessage({ to, body: 'Buy now' }), { from: visitor, to: [to] });
    expect(await messagesOf(sitedesk, id)).toHaveLength(1);
    expect(await statusOf(sitedesk, id)).toBe('spam');
    const activity = await sitedesk.database.db
      .select()
      .from(inquiryActivity)
      .where(eq(inquiryActivity.inquiryId, id));
    expect(activity.filter((entry) => entry.action !== 'created')).toEqual([]);
  });

  it('sanitises HTML: no script, no event handlers, no remote images; links open safely', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const html =
      '<p onclick="steal()">Hello <b>there</b><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><img src="https://tracker.example/pixel.gif">' +
      '<a href="https://www.example.com/spec" onmouseover="x()">spec</a><a href="javascript:alert(3)">bad</a>' +
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><style>p{}</style>';
    await sendOverSmtp(port, rawMessage({ to, contentType: 'text/html; charset=utf-8', body: html }), {
      from: visitor,
      to: [to],
    });
    const [message] = await messagesOf(sitedesk, id);
    const stored = message?.html ?? '';
    expect(stored).toContain('<b>there</b>');
    expect(stored).not.toMatch(
      /script|onerror|onclick|onmouseover|iframe|<form|<input|<style|tracker\.example|javascript:/i,
    );
    expect(stored).not.toContain('<img');
    expect(stored).toContain(
      '<a href="https://www.example.com/spec" rel="noopener noreferrer" target="_blank">spec</a>',
    );
    expect(message?.text).toContain('Hello there');
    expect(message?.text).not.toContain('alert');
    // And so it comes out of the thread's API.
    const sales = await signInAs(sitedesk, 'sales');
    const thread = await sitedesk.app.request(`/api/desk/inquiries/${id}/messages`, {
      headers: { cookie: sales.cookie },
    });
    expect(thread.status).toBe(200);
    const { items } = (await thread.json()) as ConversationThread;
    const inbound = items.find((item) => item.direction === 'inbound');
    expect(inbound?.html).toBe(stored);
    expect(inbound?.html).not.toMatch(/<script|onerror/i);
  });

  it('refuses a 30 MB message (INBOUND_MAX_MB 25) and stores nothing', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const line = `${'x'.repeat(998)}\r\n`;
    const body = line.repeat(Math.ceil((30 * 1024 * 1024) / line.length));
    const error = await sendOverSmtp(port, rawMessage({ to, body }), { from: visitor, to: [to] }).catch(
      (caught: unknown) => caught,
    );
    expect(smtpCodeOf(error)).toBe(552);
    expect(await messagesOf(sitedesk, id)).toHaveLength(0);
  });

  it('reads Windows-1252 text and keeps an attached .eml as a refused attachment, a PDF as a file', async () => {
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const cp1252 = Buffer.concat([
      rawMessage({
        to,
        subject: '=?windows-1252?Q?Preis=E4nderung_=80?=',
        contentType: 'text/plain; charset=windows-1252',
        headers: { 'Content-Transfer-Encoding': '8bit' },
        body: '',
      }),
      Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x20, 0x80, 0x20, 0x93, 0x6f, 0x6b, 0x94, 0x0d, 0x0a]),
    ]);
    await sendOverSmtp(port, cp1252, { from: visitor, to: [to] });

    const pdf = Buffer.from(pdfWith('drawing')).toString('base64');
    const inner = rawMessage({
      to: 'old@example.com',
      subject: 'Forwarded',
      body: 'The earlier mail',
    }).toString('latin1');
    const mixed = rawMessage({
      to,
      contentType: 'multipart/mixed; boundary="b1"',
      body: [
        '--b1',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Sch=F6ne Gr=FC=DFe, see attached',
        '--b1',
        'Content-Type: message/rfc822; name="earlier.eml"',
        'Content-Disposition: attachment; filename="earlier.eml"',
        '',
        inner,
        '--b1',
        'Content-Type: application/pdf; name="drawing.pdf"',
        'Content-Disposition: attachment; filename="drawing.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        pdf,
        '--b1',
        'Content-Type: application/x-msdownload; name="setup.exe"',
        'Content-Disposition: attachment; filename="setup.exe"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('MZ\x90\x00 not really a program').toString('base64'),
        '--b1--',
        '',
      ].join('\r\n'),
    });
    await sendOverSmtp(port, mixed, { from: visitor, to: [to] });

    const messages = await messagesOf(sitedesk, id);
    const windows = messages.find((message) => message.subject.startsWith('Preis'));
    expect(windows).toMatchObject({ subject: 'Preisänderung €', text: 'Grüße € “ok”' });
    const withFiles = messages.find((message) => message.text.startsWith('Schöne'));
    expect(withFiles?.text).toBe('Schöne Grüße, see attached');
    expect(withFiles?.refusedAttachments).toEqual([
      { fileName: 'earlier.eml', reason: 'unsupported_file_type' },
      { fileName: 'setup.exe', reason: 'unsupported_file_type' },
    ]);
    const files = await sitedesk.database.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.messageId, withFiles?.id ?? ''));
    expect(files).toMatchObject([{ fileName: 'drawing.pdf', contentType: 'application/pdf' }]);
    expect(await sitedesk.storage.get(files[0]?.storageKey ?? '')).toBeDefined();
  });

  it('stores a repeated delivery once, and erasing the inquiry removes messages and files', async () => {
    const { sitedesk, port } = await start();
    const owner = await signInAs(sitedesk, 'owner');
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const raw = rawMessage({
      to,
      messageId: '<same-one@recyklace.example>',
      contentType: 'multipart/mixed; boundary="b"',
      body: [
        '--b',
        'Content-Type: text/plain',
        '',
        'Twice',
        '--b',
        'Content-Type: application/pdf; name="a.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(pdfWith('twice')).toString('base64'),
        '--b--',
      ].join('\r\n'),
    });
    await sendOverSmtp(port, raw, { from: visitor, to: [to] });
    await sendOverSmtp(port, raw, { from: visitor, to: [to] });
    expect(await messagesOf(sitedesk, id)).toHaveLength(1);
    const [file] = await sitedesk.database.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, id));
    expect(file).toBeDefined();

    const erased = await sitedesk.app.request(`/api/desk/inquiries/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(erased.status).toBe(204);
    expect(await messagesOf(sitedesk, id)).toHaveLength(0);
    expect(await sitedesk.storage.get(file?.storageKey ?? '')).toBeUndefined();
  });

  it('stays healthy whatever bytes arrive as a message (property)', async () => {
    const { sitedesk, port } = await start({ INBOUND_RATE_LIMIT: '0' });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4000 }), async (bytes) => {
        // Matched by the envelope, so every message goes all the way through parsing and storing.
        const outcome = await sendOverSmtp(port, Buffer.from(bytes), { from: visitor, to: [to] }).catch(
          (caught: unknown) => caught,
        );
        if (outcome instanceof Error) expect(smtpCodeOf(outcome)).toBeGreaterThanOrEqual(500);
      }),
      { numRuns: 15 },
    );
    await sendOverSmtp(
      port,
      rawMessage({ to, messageId: '<still-fine@recyklace.example>', body: 'Still fine' }),
      {
        from: visitor,
        to: [to],
      },
    );
    const messages = await messagesOf(sitedesk, id);
    expect(messages.some((message) => message.text === 'Still fine')).toBe(true);
  });

  it('limits messages per sender with 451', async () => {
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const { sitedesk, port } = await start({ INBOUND_RATE_LIMIT: '1' }, { now: () => moment });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    // Regression (review): counted at MAIL FROM, a stranger without a reply address used up the visitor's limit.
    const stranger = `reply+${'0'.repeat(32)}@${sitedesk.config.mail.inboundDomain}`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await sendOverSmtp(port, rawMessage({ to: stranger, body: 'spoofed' }), {
        from: visitor,
        to: [stranger],
      }).catch((caught: unknown) => caught);
      expect(smtpCodeOf(refused)).toBe(550);
    }
    await sendOverSmtp(port, rawMessage({ to, body: 'one' }), { from: visitor, to: [to] });
    const error = await sendOverSmtp(port, rawMessage({ to, body: 'two' }), {
      from: visitor,
      to: [to],
    }).catch((caught: unknown) => caught);
    expect(smtpCodeOf(error)).toBe(451);
    expect(await messagesOf(sitedesk, id)).toHaveLength(1);
  });
});

describe('received Message-IDs', () => {
  // Regression (review): `<x>` was kept as the message's id, went into the next answer's References, and
  // the outbox refused that answer (500) until 19 more messages had pushed it out.
  it('keeps only ids our own headers accept, so the inquiry can still be answered', async () => {
    const { sitedesk, port } = await start();
    const sales = await signInAs(sitedesk, 'sales');
    const { id } = await submitInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    for (const messageId of ['<x>', '<dépôt@exemple.example>', `<${'a'.repeat(300)}@long.example>`]) {
      await sendOverSmtp(port, rawMessage({ to, messageId, body: `Answer with ${messageId.slice(0, 12)}` }), {
        from: visitor,
        to: [to],
      });
    }
    const stored = await messagesOf(sitedesk, id);
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row.messageId).toMatch(/^<[0-9a-f]{64}@sitedesk\.invalid>$/);

    const answer = await sitedesk.app.request(`/api/desk/inquiries/${id}/replies`, {
      method: 'POST',
      headers: { cookie: sales.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Thank you, we will send the offer today.' }),
    });
    expect(answer.status).toBe(201);
  });
});

describe('STARTTLS', () => {
  it('is offered with INBOUND_TLS_CERT/_KEY and refused without', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sitedesk-tls-'));
    try {
      const cert = join(folder, 'cert.pem');
      const key = join(folder, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      );
      const { sitedesk, port } = await start({ INBOUND_TLS_CERT: cert, INBOUND_TLS_KEY: key });
      const { id } = await insertInquiry(sitedesk);
      const to = await replyAddressOf(sitedesk, id);
      const transport = createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      });
      await transport.sendMail({
        envelope: { from: visitor, to: [to] },
        raw: rawMessage({ to, body: 'Over TLS' }),
      });
      transport.close();
      expect(await messagesOf(sitedesk, id)).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await desk?.dispose();
    desk = undefined;
    const { sitedesk, port } = await start();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, requireTLS: true });
    const error = await transport
      .sendMail({ envelope: { from: visitor, to: [to] }, raw: rawMessage({ to, body: 'TLS?' }) })
      .catch((caught: unknown) => caught);
    transport.close();
    expect(error).toBeInstanceOf(Error);
    expect(await messagesOf(sitedesk, id)).toHaveLength(0);
  });
});

describe('the assignee notice', () => {
  async function notices(sitedesk: TestSitedesk, inquiryId: string) {
    const rows = await sitedesk.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.inquiryId, inquiryId));
    return rows.filter((row) => row.template === 'visitor-replied');
  }

  it('queues one for the assignee in their language with a link and a short excerpt; none for an auto-reply or when turned off', async () => {
    // One notice per answer here, so each answer's notice can be told apart.
    const { sitedesk, port } = await start({ INBOUND_NOTIFY_QUIET_MINUTES: '0' });
    const sales = await signInAs(sitedesk, 'sales');
    const { id } = await insertInquiry(sitedesk);
    await sitedesk.database.db
      .update(inquiries)
      .set({ assigneeId: sales.userId })
      .where(eq(inquiries.id, id));
    const to = await replyAddressOf(sitedesk, id);
    const long = `Yes, please. ${'More details follow. '.repeat(40)}\r\n\r\n> Our earlier offer`;
    await sendOverSmtp(port, rawMessage({ to, body: long }), { from: visitor, to: [to] });
    const [notice] = await notices(sitedesk, id);
    expect(notice?.data).toMatchObject({
      to: [sales.email],
      props: { locale: 'en', deskUrl: `${sitedesk.config.publicOrigin}/desk/inquiries/${id}` },
    });
    if (!notice) throw new Error('no notice was queued');
    const excerpt = (notice.data as { props: { excerpt: string } }).props.excerpt;
    expect(excerpt.startsWith('Yes, please.')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt).not.toContain('earlier offer');

    await sendOverSmtp(port, rawMessage({ to, headers: { 'X-Autoreply': 'yes' }, body: 'Away' }), {
      from: visitor,
      to: [to],
    });
    const german = await sitedesk.app.request('/api/desk/me/preferences', {
      method: 'PUT',
      headers: { cookie: sales.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ signature: '', notifyOnReply: true, emailLocale: 'de' }),
    });
    expect(german.status).toBe(200);
    await sendOverSmtp(port, rawMessage({ to, body: 'Noch eine Frage' }), { from: visitor, to: [to] });
    const germanNotices = await notices(sitedesk, id);
    expect(germanNotices).toHaveLength(2);
    expect(
      germanNotices.map((row) => (row.data as { props: { locale: string } }).props.locale).sort(),
    ).toEqual(['de', 'en']);

    await sitedesk.database.db
      .update(staffPreferences)
      .set({ notifyOnReply: false })
      .where(eq(staffPreferences.userId, sales.userId));
    await sendOverSmtp(port, rawMessage({ to, body: 'One more thing' }), { from: visitor, to: [to] });
    expect(await messagesOf(sitedesk, id)).toHaveLength(4);
    expect(await notices(sitedesk, id)).toHaveLength(2);
  });
});

describe('POST /api/desk/mailbox/{id}/answer-as-visitor', () => {
  it('answers a kept e-mail as the visitor, through the same path, into the thread', async () => {
    const { sitedesk } = await start();
    const admin = await signInAs(sitedesk, 'admin');
    const { id } = await insertInquiry(sitedesk);
    const keptId = await keepMailForAnswer(sitedesk, id);
    const response = await sitedesk.app.request(`/api/desk/mailbox/${keptId}/answer-as-visitor`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'March is fine.' }),
    });
    expect(response.status).toBe(201);
    const [message] = await messagesOf(sitedesk, id);
    expect(message?.text).toBe('March is fine.\n\n> Here is our offer.');
    expect(message?.subject).toBe('Re: Your inquiry [SD-26-TEST1]');
    expect(message?.inReplyTo).toBe(`<answer-${keptId}@veltrum.example>`);
    expect(message?.fromAddress).toBe(visitor);
    // The message is the visitor's; who wrote it is in the audit log.
    const entries = await sitedesk.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, 'inquiries.answered_as_visitor'));
    expect(entries).toEqual([
      { action: 'inquiries.answered_as_visitor', actorId: admin.userId, targetId: id },
    ]);
  });

  it('closes the loop: the confirmation of a form inquiry, answered as the visitor, lands in its thread', async () => {
    const recorder = deliveryRecorder();
    desk = await startTestSitedesk(
      { INQUIRY_RATE_LIMIT: '0', SIGN_IN_RATE_LIMIT: '0', MAIL_POLL_INTERVAL_SECONDS: '0.05' },
      { onDeliveryOutcome: recorder.record },
    );
    const sitedesk = desk;
    const owner = await signInAs(sitedesk, 'owner');
    const { id } = await submitInquiry(sitedesk);
    await recorder.untilSent(2);
    const [confirmation] = await sitedesk.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.inquiryId, id))
      .then((rows) => rows.filter((row) => row.to.includes(visitor)));
    expect(confirmation?.messageId).toMatch(/^<.+@.+>$/);
    const response = await sitedesk.app.request(`/api/desk/mailbox/${confirmation?.id}/answer-as-visitor`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'One more question about the delivery.' }),
    });
    expect(response.status).toBe(201);
    const [message] = await messagesOf(sitedesk, id);
    expect(message).toMatchObject({ direction: 'inbound', inReplyTo: confirmation?.messageId });
  });

  it('does not exist with a real mailer', async () => {
    const { sitedesk } = await start({
      MAIL_DRIVER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'a@veltrum.example',
      NOTIFY_TO: 'b@veltrum.example',
    });
    const admin = await signInAs(sitedesk, 'admin');
    const { id } = await insertInquiry(sitedesk);
    const keptId = await keepMailForAnswer(sitedesk, id);
    const response = await sitedesk.app.request(`/api/desk/mailbox/${keptId}/answer-as-visitor`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hello' }),
    });
    expect(response.status).toBe(404);
  });
});
