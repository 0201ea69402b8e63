/**
 * `npm run bench:inbound`: the visitor's answers coming back (decision 101), through the real inbound SMTP
 * listener of an in-process service, on the embedded database and on a throwaway PostgreSQL (or
 * BENCH_DATABASE_URL, an empty database). Measures messages per second parsed, stored and announced on an
 * open desk event stream (5 KB text, and 2 MB with a PDF attachment; sent over 4 pooled SMTP connections),
 * and the time from handing one message to SMTP to its `inquiry.message_added` on the stream (p50, p95),
 * one message at a time. Writes the figures into docs/performance.md. Measures only; asserts nothing.
 *
 * BENCH_INBOUND_SMALL (default 300), BENCH_INBOUND_LARGE (default 30) and BENCH_INBOUND_LATENCY (default
 * 100) set the message counts.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { createTransport } from 'nodemailer';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { createReplyToken, replyAddress } from '../apps/server/src/features/inquiry/conversation';
import { createSitedesk } from '../apps/server/src/sitedesk';
import { validInquiryFields } from '../apps/server/src/testing/desk-fixtures';
import { readEventStream } from '../apps/server/src/testing/event-stream-reader';
import { rawMessage } from '../apps/server/src/testing/inbound-mail';
import { pdfWith } from '../apps/server/src/testing/inquiry-with-files';
import { createTestSite, testOrigin } from '../apps/server/src/testing/test-site';
import { onEmbeddedDatabase, onPostgres } from './bench-databases';
import { machineDescription, writePerformanceSection } from './performance-doc';

const smallCount = Number(process.env.BENCH_INBOUND_SMALL ?? 300);
const largeCount = Number(process.env.BENCH_INBOUND_LARGE ?? 30);
const latencyCount = Number(process.env.BENCH_INBOUND_LATENCY ?? 100);
const visitor = 'jana.novakova@recyklace.example';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Figures = {
  database: string;
  smallPerSecond: number;
  largePerSecond: number;
  largeBytes: number;
  p50: number;
  p95: number;
};

function smallMessage(to: string, index: number): Buffer {
  const paragraph = 'Thank you for the offer. We would like the baler delivered in March, to Brno. ';
  return rawMessage({
    to,
    subject: `Re: offer ${index}`,
    body: paragraph.repeat(Math.ceil(5000 / paragraph.length)),
  });
}

function largeMessage(to: string, index: number): Buffer {
  const pdf = Buffer.concat([Buffer.from(pdfWith(`bench ${index}`)), Buffer.alloc(1_450_000, 0x20)]);
  return rawMessage({
    to,
    subject: `Re: drawing ${index}`,
    contentType: 'multipart/mixed; boundary="bench"',
    body: [
      '--bench',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The drawing is attached.',
      '--bench',
      'Content-Type: application/pdf; name="drawing.pdf"',
      'Content-Disposition: attachment; filename="drawing.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      (pdf.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n'),
      '--bench--',
      '',
    ].join('\r\n'),
  });
}

async function benchDatabase(database: string, db: Database, dataDir: string): Promise<Figures> {
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_RATE_LIMIT: '0',
  });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const { config } = loaded;
  const sitedesk = createSitedesk({ config, db, site: createTestSite(), logger: pino({ level: 'warn' }) });
  try {
    const listener = await sitedesk.startInboundListener();
    if (!listener) throw new Error('no listener');
    const password = 'bench-inbound-password-2026';
    await sitedesk.auth.accounts.createMember({
      email: 'bench@staff.example',
      name: 'Bench',
      role: 'sales',
      password,
    });
    const signIn = await sitedesk.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testOrigin },
      body: JSON.stringify({ email: 'bench@staff.example', password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ');
    // The inquiry the answers belong to, written as the contact form stores it (its path has its own bench).
    const id = randomUUID();
    const token = createReplyToken();
    await db.insert(inquiries).values({
      id,
      reference: 'SD-26-BENCH',
      name: validInquiryFields.name,
      company: validInquiryFields.company,
      email: validInquiryFields.email,
      country: validInquiryFields.country,
      topic: validInquiryFields.topic,
      message: validInquiryFields.message,
      locale: 'en',
      consentVersion: config.inquiries.privacyPolicyVersion,
      replyToken: token,
    });
    const to = replyAddress(token, config.mail.inboundDomain);

    const stream = readEventStream(await sitedesk.app.request('/api/desk/events', { headers: { cookie } }));
    const isAdded = (event: { type: string }) => event.type === 'inquiry.message_added';
    const transport = createTransport({
      host: '127.0.0.1',
      port: listener.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 4,
      maxMessages: Number.POSITIVE_INFINITY,
    });
    const send = (raw: Buffer) => transport.sendMail({ envelope: { from: visitor, to: [to] }, raw });

    // Warm-up: the first message pays for connections, JIT and the database's caches.
    await send(smallMessage(to, -1));
    await stream.next(isAdded);

    const latencies: number[] = [];
    for (let index = 0; index < latencyCount; index++) {
      const start = performance.now();
      await Promise.all([send(smallMessage(to, index)), stream.next(isAdded)]);
      latencies.push(performance.now() - start);
    }
    latencies.sort((a, b) => a - b);

    async function throughput(messages: Buffer[]): Promise<number> {
      const start = performance.now();
      const announced = (async () => {
        for (let seen = 0; seen < messages.length; seen++) await stream.next(isAdded);
      })();
      await Promise.all([...messages.map((raw) => send(raw)), announced]);
      return messages.length / ((performance.now() - start) / 1000);
    }
    const small = Array.from({ length: smallCount }, (_, index) => smallMessage(to, 1000 + index));
    const smallPerSecond = await throughput(small);
    const large = Array.from({ length: largeCount }, (_, index) => largeMessage(to, index));
    const largePerSecond = await throughput(large);
    transport.close();
    await stream.close();
    const figures = {
      database,
      smallPerSecond,
      largePerSecond,
      largeBytes: large[0]?.byteLength ?? 0,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
    };
    console.log(figures);
    return figures;
  } finally {
    await sitedesk.close();
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const results = [
  await onEmbeddedDatabase('sitedesk-bench-inbound-', benchDatabase),
  await onPostgres('sitedesk-bench-inbound-', benchDatabase),
];
const machine = machineDescription();
const mb = ((results[0]?.largeBytes ?? 0) / 2 ** 20).toFixed(1);
const section = [
  '## Inbound mail (`npm run bench:inbound`)',
  '',
  'The visitor’s answers through the built-in SMTP listener of an in-process service (decision 101): each ',
  'message parsed (postal-mime), sanitised, matched by its reply address, stored in one transaction (message, ',
  'attachment rows, activity, unread, status) and announced as `inquiry.message_added` on an open desk event ',
  'stream. Throughput: messages sent over 4 pooled SMTP connections at once, counted until the last event ',
  `arrived (${smallCount} of 5 KB; ${largeCount} of ${mb} MB, each with a PDF attachment written to blob storage). `,
  `Latency: ${latencyCount} messages of 5 KB one at a time, from handing the message to SMTP to its event on `,
  `the stream. Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}; 1-minute load average `,
  `${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (the machine is shared).`,
  '',
  '| database | 5 KB msg/s | 2 MB msg/s | received → event p50 ms | p95 ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.smallPerSecond.toFixed(0)} | ${r.largePerSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
  ),
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:inbound', section);
