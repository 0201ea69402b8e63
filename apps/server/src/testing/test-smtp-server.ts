import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; email: Email };

export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages in all have arrived. */
  waitForMessages(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a loopback port, as the mail provider in tests. `refuseRecipientWith` answers every
 * RCPT TO with that reply code (4xx: try later, 5xx: never).
 */
export async function startTestSmtpServer(
  options: { port?: number; refuseRecipientWith?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mail: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuseRecipientWith === undefined) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: options.refuseRecipientWith }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          const addressOf = (entry: SMTPServerAddress | false) => (entry ? entry.address : '');
          received.push({
            envelopeFrom: addressOf(session.envelope.mailFrom),
            envelopeTo: session.envelope.rcptTo.map(addressOf),
            email,
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count))
            waiter.resolve([...received]);
          callback();
        }, callback);
      });
    },
  });
  // A sender that vanishes mid-session (an instance killed by a test) resets its connection; smtp-server
  // reports that as an 'error' event, which would be thrown without a listener. A real provider shrugs.
  server.on('error', () => {});
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitForMessages: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port that nothing listens on right now: an SMTP server that is down. */
export async function unusedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
