import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../../http/error-handler';
import { insertInquiry, rawMessage, replyAddressOf } from '../../../testing/inbound-mail';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { inboundRoutes } from './routes';
import { signatureFor } from './webhook-auth';
import { createWebhookBodyGate, unverifiedMemoryBytes } from './webhook-body';

let desk: TestSitedesk | undefined;
const folders: string[] = [];
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const secret = 'inbound-webhook-secret-0123456789abcdef';

async function start(
  env: Record<string, string> = { INBOUND_WEBHOOK_SECRET: secret },
  extra: Parameters<typeof startTestSitedesk>[1] = {},
) {
  desk = await startTestSitedesk({ INQUIRY_RATE_LIMIT: '0', ...env }, extra);
  return desk;
}

function post(sitedesk: TestSitedesk, body: string | FormData | Uint8Array, headers: Record<string, string>) {
  // A copy on its own ArrayBuffer: what `fetch` bodies accept.
  const sent = body instanceof Uint8Array ? new Uint8Array(body) : body;
  return sitedesk.app.request('/api/inbound/mail', { method: 'POST', body: sent, headers });
}

async function storedCount(sitedesk: TestSitedesk, inquiryId: string) {
  return (
    await sitedesk.database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId))
  ).length;
}

const rfc822 = { 'content-type': 'message/rfc822' };

describe('POST /api/inbound/mail', () => {
  it('does not exist without INBOUND_WEBHOOK_SECRET', async () => {
    const sitedesk = await start({});
    const response = await post(sitedesk, 'x', { ...rfc822, authorization: `Bearer ${secret}` });
    expect(response.status).toBe(404);
  });

  it('stores a message with the right Bearer secret, refuses a missing or wrong one', async () => {
    const sitedesk = await start();
    const { id } = await insertInquiry(sitedesk);
    const raw = rawMessage({ to: await replyAddressOf(sitedesk, id), body: 'Via the webhook' });
    expect((await post(sitedesk, raw, rfc822)).status).toBe(401);
    expect((await post(sitedesk, raw, { ...rfc822, authorization: 'Bearer wrong-secret' })).status).toBe(403);
    expect(await storedCount(sitedesk, id)).toBe(0);
    const response = await post(sitedesk, raw, { ...rfc822, authorization: `Bearer ${secret}` });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'stored', inquiryId: id });
    expect(await storedCount(sitedesk, id)).toBe(1);
  });

  it('accepts an HMAC-SHA256 signature of the body and refuses a signature of other bytes', async () => {
    const sitedesk = await start();
    const { id } = await insertInquiry(sitedesk);
    const raw = rawMessage({ to: await replyAddressOf(sitedesk, id), body: 'Signed' });
    const forged = await post(sitedesk, raw, {
      ...rfc822,
      'x-sitedesk-signature': signatureFor(Buffer.from('something else'), secret),
    });
    expect(forged.status).toBe(403);
    const signed = await post(sitedesk, raw, {
      ...rfc822,
      'x-sitedesk-signature': signatureFor(raw, secret),
    });
    expect(signed.status).toBe(202);
  });

  it("takes SendGrid Inbound Parse's raw MIME form (field `email`) with the secret as Basic password", async () => {
    const sitedesk = await start();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const form = new FormData();
    form.append(
      'email',
      rawMessage({ to: 'someone@elsewhere.example', body: 'From SendGrid' }).toString('latin1'),
    );
    // The envelope carries the reply address even when the headers do not (a Bcc, a forward).
    form.append('envelope', JSON.stringify({ to: [to], from: 'jana.novakova@recyklace.example' }));
    form.append('spam_score', '0.1');
    const basic = Buffer.from(`sendgrid:${secret}`).toString('base64');
    const response = await post(sitedesk, form, { authorization: `Basic ${basic}` });
    expect(response.status).toBe(202);
    expect(await storedCount(sitedesk, id)).toBe(1);
  });

  it('answers 422 for a message that matches no inquiry, 413 over INBOUND_MAX_MB, 415 for other bodies', async () => {
    const sitedesk = await start({ INBOUND_WEBHOOK_SECRET: secret, INBOUND_MAX_MB: '1' });
    const auth = { authorization: `Bearer ${secret}` };
    const unmatched = rawMessage({ to: 'nobody@elsewhere.example', body: 'Hello' });
    expect((await post(sitedesk, unmatched, { ...rfc822, ...auth })).status).toBe(422);
    const { id } = await insertInquiry(sitedesk);
    const big = rawMessage({ to: await replyAddressOf(sitedesk, id), body: 'x'.repeat(2 * 1024 * 1024) });
    expect((await post(sitedesk, big, { ...rfc822, ...auth })).status).toBe(413);
    expect((await post(sitedesk, '{}', { 'content-type': 'application/json', ...auth })).status).toBe(415);
    expect(await storedCount(sitedesk, id)).toBe(0);
  });

  it('limits messages per sending address (INBOUND_RATE_LIMIT), not per provider', async () => {
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const sitedesk = await start(
      { INBOUND_WEBHOOK_SECRET: secret, INBOUND_RATE_LIMIT: '2' },
      { now: () => moment },
    );
    const auth = { ...rfc822, authorization: `Bearer ${secret}` };
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await post(sitedesk, rawMessage({ to, body: `Answer ${index}` }), auth)).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect(await storedCount(sitedesk, id)).toBe(2);
    // Another sender through the same provider still gets through.
    const other = rawMessage({ to, from: 'Petr <petr@recyklace.example>', body: 'From a colleague' });
    expect((await post(sitedesk, other, auth)).status).toBe(202);
    expect(await storedCount(sitedesk, id)).toBe(3);
  });

  it('never answers 5xx, whatever bytes arrive (property)', async () => {
    // Sixty messages to one inquiry: over INBOUND_TOKEN_RATE_LIMIT's default, which is not tested here.
    const sitedesk = await start({ INBOUND_WEBHOOK_SECRET: secret, INBOUND_TOKEN_RATE_LIMIT: '0' });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const head = `To: ${to}\r\nContent-Type: `;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          // Bytes behind a matching header block, so the parser and the store see them too.
          fc
            .tuple(
              fc.constantFrom(
                'text/plain; charset=utf-8',
                'text/html',
                'multipart/mixed; boundary=b',
                'message/rfc822',
              ),
              fc.uint8Array({ maxLength: 2000 }),
            )
            .map(
              ([type, bytes]) =>
                new Uint8Array(Buffer.concat([Buffer.from(`${head}${type}\r\n\r\n`), bytes])),
            ),
          fc
            .string({ unit: 'binary', maxLength: 500 })
            .map((text) => new Uint8Array(Buffer.from(`${head}text/plain\r\n\r\n${text}`))),
        ),
        async (bytes) => {
          const response = await post(sitedesk, Buffer.from(bytes), {
            ...rfc822,
            authorization: `Bearer ${secret}`,
          });
          expect(response.status).toBeLessThan(500);
          expect([202, 422]).toContain(response.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * The webhook on the test service's real InboundMailService, with its body gate and spool folder in the
 * test's hands: what the route holds in memory is what these tests are about.
 */
async function startWithGate(concurrency: number) {
  const sitedesk = await start();
  const gate = createWebhookBodyGate({ concurrency });
  const spoolDir = mkdtempSync(join(tmpdir(), 'sitedesk-spool-'));
  folders.push(spoolDir);
  const app = new Hono()
    .route(
      '/api',
      inboundRoutes({
        inbound: sitedesk.inbound,
        webhookSecret: secret,
        maxBytes: sitedesk.config.inbound.maxBytes,
        bodies: gate,
        spoolDir,
      }),
    )
    .onError(createErrorHandler(pino({ level: 'silent' })));
  // `duplex: 'half'`: what Node's fetch needs for a streamed body (the DOM's RequestInit does not know it).
  const send = (body: BodyInit, headers: Record<string, string>) =>
    app.request(
      new Request('http://sitedesk.test/api/inbound/mail', {
        method: 'POST',
        body,
        headers,
        ...{ duplex: 'half' },
      }),
    );
  return { sitedesk, gate, spoolDir, send };
}

describe('POST /api/inbound/mail under load', () => {
  it('refuses a 20 MB body with a wrong signature (403) without holding it in memory, and takes a signed 1 MB one', async () => {
    // Regression (probe): 12 bodies of 26 MB with a wrong signature were read into memory first (RSS 221 → 606 MB).
    const { sitedesk, gate, spoolDir, send } = await startWithGate(4);
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const line = `${'x'.repeat(998)}\r\n`;
    const forged = rawMessage({ to, body: line.repeat(20 * 1024) });
    const refused = await send(new Uint8Array(forged), {
      ...rfc822,
      'x-sitedesk-signature': signatureFor(Buffer.from('other bytes'), secret),
    });
    expect(refused.status).toBe(403);
    expect(gate.peakUnverifiedBytes).toBeLessThanOrEqual(unverifiedMemoryBytes);
    expect(readdirSync(spoolDir)).toEqual([]);
    expect(await storedCount(sitedesk, id)).toBe(0);

    const signed = rawMessage({ to, body: line.repeat(1024) });
    const accepted = await send(new Uint8Array(signed), {
      ...rfc822,
      'x-sitedesk-signature': signatureFor(signed, secret),
    });
    expect(accepted.status).toBe(202);
    expect(gate.peakUnverifiedBytes).toBeLessThanOrEqual(unverifiedMemoryBytes);
    expect(gate.unverifiedBytes).toBe(0);
    expect(readdirSync(spoolDir)).toEqual([]);
    expect(await storedCount(sitedesk, id)).toBe(1);
  });

  it('answers 429 with Retry-After, before reading, while INBOUND_WEBHOOK_CONCURRENCY bodies are in flight', async () => {
    // Regression (probe): any number of webhook bodies were buffered at once.
    const { sitedesk, send } = await startWithGate(1);
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const [head, tail] = [rawMessage({ to, body: 'Slow' }).subarray(0, 40), rawMessage({ to, body: 'Slow' })];
    let finishSlowBody = () => {};
    let slowBodyIsRead = () => {};
    const slowBodyRead = new Promise<void>((resolve) => {
      slowBodyIsRead = resolve;
    });
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
        finishSlowBody = () => {
          controller.enqueue(new Uint8Array(tail.subarray(40)));
          controller.close();
        };
      },
      pull() {
        slowBodyIsRead();
      },
    });
    const bearer = { ...rfc822, authorization: `Bearer ${secret}` };
    const slow = send(slowBody, bearer);
    await slowBodyRead;
    let isSecondBodyRead = false;
    const secondBody = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          isSecondBodyRead = true;
          controller.enqueue(new Uint8Array(rawMessage({ to, body: 'Second' })));
          controller.close();
        },
        // Nothing is pulled before someone reads.
      },
      { highWaterMark: 0 },
    );
    const busy = await send(secondBody, bearer);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(isSecondBodyRead).toBe(false);
    finishSlowBody();
    expect((await slow).status).toBe(202);
    expect((await send(new Uint8Array(rawMessage({ to, body: 'Third' })), bearer)).status).toBe(202);
    expect(await storedCount(sitedesk, id)).toBe(2);
  });
});
