import { buffer } from 'node:stream/consumers';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertInquiry, rawMessage, replyAddressOf, sendOverSmtp } from '../../../testing/inbound-mail';
import { signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const secret = 'inbound-webhook-secret-0123456789abcdef';
const webhook = { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` };

async function start(env: Record<string, string>, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  desk = await startTestSitedesk(
    {
      INQUIRY_RATE_LIMIT: '0',
      SIGN_IN_RATE_LIMIT: '0',
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_WEBHOOK_SECRET: secret,
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

async function filesOf(sitedesk: TestSitedesk, messageId: string) {
  return sitedesk.database.db
    .select()
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.messageId, messageId));
}

describe('inbound mail limits (decision 160)', () => {
  // Regression (probe, MEDIUM): the only limit keyed on MAIL FROM, which the sender chooses, so one reply
  // address took an unbounded flood from ever-new sender addresses.
  it('refuses answers to one inquiry over INBOUND_TOKEN_RATE_LIMIT, whatever sender they claim', async () => {
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const { sitedesk } = await start({ INBOUND_TOKEN_RATE_LIMIT: '2' }, { now: () => moment });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const raw = rawMessage({ to, from: `sender${index}@flood.example`, body: `Flood ${index}` });
      const response = await sitedesk.app.request('/api/inbound/mail', {
        method: 'POST',
        body: new Uint8Array(raw),
        headers: webhook,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    // Through the envelope (as the SMTP listener hands it over): refused before the body is read.
    const outcome = await sitedesk.inbound.receive(rawMessage({ to, body: 'One more' }), {
      sender: 'other@flood.example',
      recipients: [to],
    });
    expect(outcome).toEqual({ kind: 'rate_limited' });
    expect(await messagesOf(sitedesk, id)).toHaveLength(2);
    // Another inquiry is not affected.
    const other = await insertInquiry(sitedesk);
    const otherTo = await replyAddressOf(sitedesk, other.id);
    const stored = await sitedesk.inbound.receive(rawMessage({ to: otherTo, body: 'Hello' }), {
      sender: 'other@flood.example',
      recipients: [otherTo],
    });
    expect(stored.kind).toBe('stored');
  });

  // Regression (probe, MEDIUM): a 5.8 MB text was stored whole and came back whole in every thread view.
  it('stores at most INBOUND_MAX_TEXT_KB of text and keeps the whole message as original-message.eml', async () => {
    const { sitedesk, port } = await start({ INBOUND_MAX_TEXT_KB: '1' });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const raw = rawMessage({ to, body: `Start. ${'All of this is the answer. '.repeat(200)}End.` });
    await sendOverSmtp(port, raw, { from: 'jana.novakova@recyklace.example', to: [to] });
    const [message] = await messagesOf(sitedesk, id);
    expect(message?.text.startsWith('Start. All of this')).toBe(true);
    expect(message?.text.length).toBeLessThanOrEqual(1024);
    const [original] = await filesOf(sitedesk, message?.id ?? '');
    expect(original).toMatchObject({ fileName: 'original-message.eml', contentType: 'message/rfc822' });
    const blob = await sitedesk.storage.get(original?.storageKey ?? '');
    if (!blob) throw new Error('the original was not stored');
    // What SMTP delivered, byte for byte (the listener's stream ends each line with CRLF as sent).
    expect((await buffer(blob.body)).toString('latin1')).toContain('End.');
    expect(original?.sizeBytes).toBeGreaterThanOrEqual(raw.byteLength - 10);

    // A short answer is stored whole, without a copy of itself.
    await sendOverSmtp(port, rawMessage({ to, body: 'Short answer' }), {
      from: 'jana.novakova@recyklace.example',
      to: [to],
    });
    const short = (await messagesOf(sitedesk, id)).find((row) => row.text === 'Short answer');
    expect(await filesOf(sitedesk, short?.id ?? '')).toEqual([]);
  });

  // Regression (probe, LOW): every answer queued another "visitor answered" e-mail to the assignee.
  it('tells the assignee once about a burst of answers (INBOUND_NOTIFY_QUIET_MINUTES)', async () => {
    const { sitedesk, port } = await start({});
    const sales = await signInAs(sitedesk, 'sales');
    const { id } = await insertInquiry(sitedesk);
    await sitedesk.database.db
      .update(inquiries)
      .set({ assigneeId: sales.userId })
      .where(eq(inquiries.id, id));
    const to = await replyAddressOf(sitedesk, id);
    for (const body of ['First thought', 'Second thought', 'Third thought']) {
      await sendOverSmtp(port, rawMessage({ to, body }), {
        from: 'jana.novakova@recyklace.example',
        to: [to],
      });
    }
    expect(await messagesOf(sitedesk, id)).toHaveLength(3);
    const notices = (
      await sitedesk.database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id))
    ).filter((row) => row.template === 'visitor-replied');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ props: { excerpt: 'First thought' } });
  });

  // Regression (probe, LOW): a message postal-mime gave up on was stored raw, headers and all, and an
  // auto-reply among them was taken for the visitor's answer.
  it('keeps of an unparseable message its body without headers, reads its headers for auto-replies, keeps the original', async () => {
    const { sitedesk, port } = await start({});
    const { id } = await insertInquiry(sitedesk);
    await sitedesk.database.db.update(inquiries).set({ status: 'answered' }).where(eq(inquiries.id, id));
    const to = await replyAddressOf(sitedesk, id);
    // Nested deeper than postal-mime's 256 levels: it throws.
    const nested = Array.from(
      { length: 300 },
      (_, depth) => `--b${depth}\r\nContent-Type: multipart/mixed; boundary="b${depth + 1}"\r\n`,
    ).join('\r\n');
    const raw = rawMessage({
      to,
      subject: 'Out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
      contentType: 'multipart/mixed; boundary="b0"',
      body: `${nested}\r\nI am away until Monday.\r\n`,
    });
    await sendOverSmtp(port, raw, { from: 'jana.novakova@recyklace.example', to: [to] });
    const [message] = await messagesOf(sitedesk, id);
    expect(message?.subject).toBe('Out of office');
    expect(message?.isAutomatic).toBe(true);
    expect(message?.text).not.toMatch(/^(From|To|Subject|Auto-Submitted):/m);
    expect(message?.text).toContain('I am away until Monday.');
    const [original] = await filesOf(sitedesk, message?.id ?? '');
    expect(original?.fileName).toBe('original-message.eml');
    // An automatic message does not reopen the inquiry.
    const [row] = await sitedesk.database.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(row?.status).toBe('answered');
  });
});
