import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { InboundMailService, InboundOutcome } from './service';
import { createMessageBuffer } from './smtp-message-buffer';
import { createSmtpSessionGuard, type SmtpSessionLimits } from './smtp-session-guard';

export type InboundSmtpOptions = {
  service: InboundMailService;
  logger: Logger;
  port: number;
  host: string | undefined;
  maxBytes: number;
  /** The name in the greeting and the EHLO answer: the inbound domain, never the machine's host name. */
  serverName: string;
  /** Connections at once, in this process. */
  maxClients: number;
  /** Message bytes held at once over every session; a message that would pass it is deferred (451). */
  bufferBytes: number;
  limits: SmtpSessionLimits;
  tls?: { certPath: string; keyPath: string } | undefined;
};

export type InboundSmtpListener = {
  port: number;
  host: string;
  /** Sessions now held by `remoteAddress`'s client (its /64 for IPv6). */
  sessionsOf(remoteAddress: string): number;
  /** Message bytes held now, over every session (received and not yet stored or refused). */
  heldBytes(): number;
  close(): Promise<void>;
};

/** Recipients per message: a visitor answers one inquiry; more is someone probing for tokens. */
const maxRecipients = 10;

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * What the sender's server hears once the message is read: refused for no inquiry (it bounces), deferred
 * when the inquiry is over its hourly limit (a real sender retries later; 250 would drop it silently).
 */
function smtpAnswerTo(outcome: InboundOutcome): Error | null {
  if (outcome.kind === 'unmatched') return smtpError(550, '5.1.1 No inquiry matches this message');
  if (outcome.kind === 'rate_limited') {
    return smtpError(451, '4.7.1 Too many messages for this conversation, try again later');
  }
  return null;
}

/**
 * The built-in inbound SMTP listener for operators who point an MX record or a forward at Sitedesk. It is
 * the final destination of reply addresses only, never a relay: a recipient without a valid token is
 * refused at RCPT (550), so nothing else can even be handed over. No AUTH (nobody sends *through* it);
 * STARTTLS only with a configured certificate.
 */
export async function startInboundSmtpListener(options: InboundSmtpOptions): Promise<InboundSmtpListener> {
  const { service, logger } = options;
  const tls = options.tls
    ? { cert: readFileSync(options.tls.certPath), key: readFileSync(options.tls.keyPath) }
    : undefined;
  /**
   * A recipient must be a reply address of ours; the message is counted against its sender's limit at the
   * first one that is. Counting at `MAIL FROM` would let anyone without a token use up a visitor's
   * allowance by naming them as the sender.
   */
  async function checkRecipient(recipient: string, countSender: string | undefined) {
    if (!(await service.acceptsRecipient(recipient))) return smtpError(550, '5.1.1 No such recipient here');
    if (countSender !== undefined && (await service.isSenderOverLimit(countSender))) {
      return smtpError(451, '4.7.1 Too many messages from this sender, try again later');
    }
    return null;
  }

  const guard = createSmtpSessionGuard(options.limits, (sessionId, reason) => {
    for (const connection of server.connections) {
      if (connection.session.id !== sessionId) continue;
      // A 421 reply makes smtp-server close the connection; a sending MTA retries later.
      connection.send(421, `4.4.2 ${reason === 'idle' ? 'Idle too long' : 'Session too long'}, closing`);
    }
  });

  const buffer = createMessageBuffer(options.bufferBytes);
  const server = new SMTPServer({
    // Without a name, smtp-server greets with os.hostname(): the machine's name is nobody's business.
    name: options.serverName,
    banner: 'Sitedesk inbound mail',
    logger: false,
    // The client's host name is used for nothing, and a lookup per connection is work anyone can cause.
    disableReverseLookup: true,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    size: options.maxBytes,
    rejectOversized: true,
    maxClients: options.maxClients,
    socketTimeout: options.limits.idleMs,
    closeTimeout: 5_000,
    onConnect(session, callback) {
      if (guard.admit(session.id, session.remoteAddress)) {
        callback();
        return;
      }
      callback(smtpError(421, '4.7.0 Too many connections from your address, try again later'));
    },
    onClose(session) {
      guard.release(session.id);
      // A sender gone mid-message never reaches 'end': what it had sent is let go here.
      buffer.abandon(session.id);
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= maxRecipients) {
        callback(smtpError(452, '4.5.3 Too many recipients'));
        return;
      }
      const isFirstRecipient = session.envelope.rcptTo.length === 0;
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const answered = guard.waitingForUs(session.id);
      checkRecipient(address.address, isFirstRecipient ? sender || '<>' : undefined)
        .then(
          (refusal) => {
            // Only an accepted recipient is progress: refused ones are what a token prober sends.
            if (refusal === null) guard.progress(session.id);
            callback(refusal);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'inbound SMTP: recipient check failed');
            callback(smtpError(451, '4.3.0 Temporary local problem, try again later'));
          },
        )
        .finally(answered);
    },
    onData(stream, session, callback) {
      const message = buffer.open(session.id);
      stream.on('data', (chunk: Buffer) => {
        guard.progress(session.id);
        message.add(chunk, options.maxBytes);
      });
      stream.on('error', (error) => logger.warn({ err: error }, 'inbound SMTP: message stream failed'));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          message.release();
          callback(smtpError(552, '5.3.4 Message too big'));
          return;
        }
        if (message.isDeferred) {
          message.release();
          callback(smtpError(451, '4.3.1 Too much mail in progress, try again later'));
          return;
        }
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        const answered = guard.waitingForUs(session.id);
        const body = message.take();
        service
          .receive(body, { sender, recipients })
          .then(
            (outcome) => callback(smtpAnswerTo(outcome)),
            (error: unknown) => {
              logger.error({ err: error }, 'inbound SMTP: message could not be stored');
              callback(smtpError(451, '4.3.0 Temporary local problem, try again later'));
            },
          )
          .finally(() => {
            message.release();
            answered();
          });
      });
    },
  });
  // Resets and time-outs of single connections (scanners, impatient senders) are routine on port 25.
  server.on('error', (error) => logger.debug({ err: error }, 'inbound SMTP: connection error'));
  server.listen(options.port, options.host);
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    host: address.address,
    sessionsOf: guard.sessionsOf,
    heldBytes: buffer.heldBytes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
