import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import {
  insertInquiry,
  rawMessage,
  replyAddressOf,
  sendOverSmtp,
  smtpCodeOf,
} from '../../../testing/inbound-mail';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
const openSockets: Socket[] = [];
afterEach(async () => {
  for (const socket of openSockets.splice(0)) socket.destroy();
  await desk?.dispose();
  desk = undefined;
});

async function start(env: Record<string, string> = {}, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  desk = await startTestSitedesk(
    {
      INQUIRY_RATE_LIMIT: '0',
      INBOUND_RATE_LIMIT: '0',
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

/** A bare SMTP client on a socket: what a misbehaving client (or a prober) types, line by line. */
type RawSmtpClient = {
  /** The next reply line the server sends; `undefined` once the connection is closed. */
  nextLine(): Promise<string | undefined>;
  /** Reply lines up to and including the last line of one (multi-line) reply. */
  nextReply(): Promise<string[]>;
  send(line: string): void;
  closed: Promise<void>;
};

async function connectRaw(port: number, localAddress = '127.0.0.1'): Promise<RawSmtpClient> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  openSockets.push(socket);
  socket.on('error', () => {});
  await once(socket, 'connect');
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let isClosed = false;
  let pending = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => {
    pending += text;
    let end = pending.indexOf('\r\n');
    while (end >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
      end = pending.indexOf('\r\n');
    }
  });
  const closed = once(socket, 'close').then(() => {
    isClosed = true;
    for (const waiter of waiting.splice(0)) waiter(undefined);
  });
  const nextLine = () =>
    new Promise<string | undefined>((resolve) => {
      const line = lines.shift();
      if (line !== undefined || isClosed) resolve(line);
      else waiting.push(resolve);
    });
  return {
    nextLine,
    async nextReply() {
      const reply: string[] = [];
      for (let line = await nextLine(); line !== undefined; line = await nextLine()) {
        reply.push(line);
        if (line[3] !== '-') break;
      }
      return reply;
    },
    send: (line) => socket.write(`${line}\r\n`),
    closed,
  };
}

async function messagesOf(sitedesk: TestSitedesk, inquiryId: string) {
  return sitedesk.database.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId));
}

const visitor = 'jana.novakova@recyklace.example';

describe('the SMTP listener keeps room for every sender', () => {
  it('refuses a client over INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS, and another sender still delivers', async () => {
    // Regression (probe): one client holding all maxClients connections made every real sender get 421.
    const { sitedesk, port } = await start({
      INBOUND_SMTP_MAX_CLIENTS: '6',
      INBOUND_SMTP_MAX_CLIENTS_PER_ADDRESS: '3',
    });
    const hoarded = await Promise.all(Array.from({ length: 6 }, () => connectRaw(port)));
    const greetings = await Promise.all(hoarded.map((client) => client.nextLine()));
    expect(greetings.filter((line) => line?.startsWith('220 '))).toHaveLength(3);
    const refused = hoarded.filter((_client, index) => greetings[index]?.startsWith('421 '));
    expect(refused).toHaveLength(3);
    await Promise.all(refused.map((client) => client.closed));

    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const transport = createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      localAddress: '127.0.0.2',
    });
    try {
      const info = await transport.sendMail({
        envelope: { from: visitor, to: [to] },
        raw: rawMessage({ to, body: 'Through the crowd' }),
      });
      expect(info.accepted).toEqual([to]);
    } finally {
      transport.close();
    }
    expect(await messagesOf(sitedesk, id)).toHaveLength(1);
  });

  it('closes a session that only sends NOOP once INBOUND_SMTP_IDLE_SECONDS have passed', async () => {
    // Regression (probe): a NOOP now and then kept a connection open forever.
    const { port } = await start({ INBOUND_SMTP_IDLE_SECONDS: '1' });
    const client = await connectRaw(port);
    expect(await client.nextLine()).toMatch(/^220 /);
    client.send('EHLO prober.example');
    expect((await client.nextReply()).at(-1)).toMatch(/^250 /);
    // The prober's keep-alive, more often than the idle time: the server's socket is never quiet.
    const keepAlive = setInterval(() => client.send('NOOP'), 200);
    try {
      const replies: string[] = [];
      for (let line = await client.nextLine(); line !== undefined; line = await client.nextLine()) {
        replies.push(line);
      }
      await client.closed;
      expect(replies.filter((line) => line.startsWith('250 '))).not.toHaveLength(0);
      expect(replies.at(-1)).toMatch(/^421 .*Idle too long/);
    } finally {
      clearInterval(keepAlive);
    }
  });

  it('closes a session after INBOUND_SMTP_SESSION_SECONDS even while it names accepted recipients', async () => {
    // Regression (probe): a client that keeps a transaction going could hold its connection without end.
    const { sitedesk, port } = await start({ INBOUND_SMTP_SESSION_SECONDS: '1' });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const client = await connectRaw(port);
    expect(await client.nextLine()).toMatch(/^220 /);
    client.send('EHLO prober.example');
    await client.nextReply();
    const replies: string[] = [];
    for (;;) {
      client.send('RSET');
      client.send(`MAIL FROM:<${visitor}>`);
      client.send(`RCPT TO:<${to}>`);
      const answers = [await client.nextLine(), await client.nextLine(), await client.nextLine()];
      const received = answers.filter((line) => line !== undefined);
      replies.push(...received);
      if (received.length < 3 || received.some((line) => line.startsWith('421 '))) break;
    }
    await client.closed;
    expect(replies).toContain('250 Accepted');
    expect(replies.find((line) => line.startsWith('421 '))).toMatch(/Session too long/);
  });

  it('greets with the inbound domain, never with the host name of the machine', async () => {
    // Regression (probe): smtp-server's default greeting and EHLO answer named os.hostname().
    const { sitedesk, port } = await start({ INBOUND_DOMAIN: 'reply.veltrum.example' });
    const client = await connectRaw(port);
    const greeting = (await client.nextLine()) ?? '';
    client.send('EHLO sender.example');
    const ehlo = await client.nextReply();
    expect(greeting.split(' ')[1]).toBe(sitedesk.config.mail.inboundDomain);
    for (const line of [greeting, ...ehlo]) {
      expect(line.slice(4).split(/[\s,]+/)).not.toContain(hostname());
    }
  });

  it('refuses an eleventh recipient of one message with 452', async () => {
    const { sitedesk, port } = await start();
    const addresses: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const { id } = await insertInquiry(sitedesk);
      addresses.push(await replyAddressOf(sitedesk, id));
    }
    const client = await connectRaw(port);
    await client.nextLine();
    client.send('EHLO sender.example');
    await client.nextReply();
    client.send(`MAIL FROM:<${visitor}>`);
    expect(await client.nextLine()).toMatch(/^250 /);
    const answers: string[] = [];
    for (const address of addresses) {
      client.send(`RCPT TO:<${address}>`);
      answers.push((await client.nextLine()) ?? '');
    }
    expect(answers.slice(0, 10).every((line) => line.startsWith('250 '))).toBe(true);
    expect(answers[10]).toMatch(/^452 /);
  });

  it('defers (451) a message over INBOUND_TOKEN_RATE_LIMIT instead of accepting and dropping it', async () => {
    // Regression: the listener answered 250 to a message the per-inquiry limit refused, so it was lost.
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const { sitedesk, port } = await start({ INBOUND_TOKEN_RATE_LIMIT: '1' }, { now: () => moment });
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const envelope = { from: visitor, to: [to] };
    await sendOverSmtp(port, rawMessage({ to, body: 'First answer' }), envelope);
    const second = await sendOverSmtp(port, rawMessage({ to, body: 'Second answer' }), envelope).then(
      () => 250,
      smtpCodeOf,
    );
    expect(second).toBe(451);
    expect(await messagesOf(sitedesk, id)).toHaveLength(1);
  });

  it('defers (451) a message past INBOUND_SMTP_BUFFER_MB while another is held, and takes it when retried', async () => {
    // Regression: every session could hold a whole message in memory, 100 sessions × 25 MB at once.
    const { sitedesk, port } = await start({ INBOUND_MAX_MB: '1', INBOUND_SMTP_BUFFER_MB: '1' });
    const listener = await sitedesk.startInboundListener();
    const { id } = await insertInquiry(sitedesk);
    const to = await replyAddressOf(sitedesk, id);
    const line = `${'x'.repeat(76)}`;
    const bodyOf = (bytes: number) => Array.from({ length: Math.ceil(bytes / 78) }, () => line).join('\r\n');

    // A slow sender is halfway through 700 KB.
    const slow = await connectRaw(port);
    await slow.nextLine();
    slow.send('EHLO slow.example');
    await slow.nextReply();
    slow.send(`MAIL FROM:<${visitor}>`);
    expect(await slow.nextLine()).toMatch(/^250 /);
    slow.send(`RCPT TO:<${to}>`);
    expect(await slow.nextLine()).toMatch(/^250 /);
    slow.send('DATA');
    expect(await slow.nextLine()).toMatch(/^354 /);
    slow.send(rawMessage({ to, body: `Slow answer\r\n${bodyOf(700 * 1024)}` }).toString('latin1'));
    await expect.poll(() => listener?.heldBytes()).toBeGreaterThan(600 * 1024);

    // Another 700 KB does not fit beside it: deferred, not accepted and dropped.
    const envelope = { from: visitor, to: [to] };
    const message = rawMessage({ to, body: `Quick answer\r\n${bodyOf(700 * 1024)}` });
    expect(await sendOverSmtp(port, message, envelope).then(() => 250, smtpCodeOf)).toBe(451);

    slow.send('.');
    expect(await slow.nextLine()).toMatch(/^250 /);
    expect(listener?.heldBytes()).toBe(0);
    // The sender's retry is taken.
    await sendOverSmtp(port, message, envelope);
    expect(await messagesOf(sitedesk, id)).toHaveLength(2);
  });
});
