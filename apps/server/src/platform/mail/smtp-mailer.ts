import type { Transporter } from 'nodemailer';
import { toSafeMail } from './mail-headers';
import { type Mailer, PermanentMailError } from './mailer';

/*
 * Shorter than Nodemailer's defaults (two and ten minutes), so a hanging server costs a delivery attempt,
 * not the worker's claim on the message.
 */
const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sends through any SMTP server named by SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  // Nodemailer (~13 MB) loads with the first mail, not at start (decision 149).
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...timeouts }),
    );
    return transport;
  };
  return {
    driver: 'smtp',
    async send(mail) {
      const safe = toSafeMail(mail);
      try {
        const info = await (await connect()).sendMail({
          from: safe.from,
          to: safe.to,
          ...(safe.cc.length > 0 ? { cc: safe.cc } : {}),
          ...(safe.replyTo ? { replyTo: safe.replyTo } : {}),
          subject: safe.subject,
          html: safe.html,
          text: safe.text,
          messageId: safe.messageId,
          ...(safe.inReplyTo ? { inReplyTo: safe.inReplyTo } : {}),
          ...(safe.references.length > 0 ? { references: safe.references } : {}),
          attachments: safe.attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
          // The content is ours, but nothing in it may make Nodemailer read a file or fetch a URL.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        throw smtpError(error);
      }
    },
    async close() {
      (await transport)?.close();
    },
  };
}

/**
 * A 5xx reply is the server's final word (550 no such mailbox, 553 address not allowed, 554 refused);
 * a 4xx reply, a dropped connection or a timeout may pass, so those are retried.
 */
function smtpError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const responseCode = replyCode(error);
  if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
    return new PermanentMailError(`the SMTP server refused the message (${responseCode}): ${message}`, {
      cause: error,
    });
  }
  return new Error(`SMTP delivery failed: ${message}`, { cause: error });
}

function replyCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return undefined;
  return typeof error.responseCode === 'number' ? error.responseCode : undefined;
}
