import { randomBytes, randomUUID } from 'node:crypto';
import { devMailbox, inquiries } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { createReplyToken, replyAddress } from '../features/inquiry/conversation';
import type { TestSitedesk } from './test-sitedesk';

/**
 * An inquiry as the contact form stores it, written directly: the inbound tests need an inquiry with a
 * reply address, not the form's path (which its own tests cover).
 */
export async function insertInquiry(desk: TestSitedesk): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const reference = `SD-26-${randomBytes(3).toString('hex').toUpperCase()}`;
  await desk.database.db.insert(inquiries).values({
    id,
    reference,
    name: 'Jana Nováková',
    company: 'Recyklace Morava s.r.o.',
    email: 'jana.novakova@recyklace.example',
    country: 'CZ',
    topic: 'quote',
    message: 'Please quote a horizontal baler for 40 t/day of PET bottles, delivery to Brno.',
    locale: 'en',
    consentVersion: desk.config.inquiries.privacyPolicyVersion,
    replyToken: createReplyToken(),
  });
  return { id, reference };
}

/** The inquiry's reply address; gives it a token first if it has none yet. */
export async function replyAddressOf(desk: TestSitedesk, inquiryId: string): Promise<string> {
  const [row] = await desk.database.db
    .select({ token: inquiries.replyToken })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  let token = row?.token ?? null;
  if (token === null) {
    token = createReplyToken();
    await desk.database.db.update(inquiries).set({ replyToken: token }).where(eq(inquiries.id, inquiryId));
  }
  return replyAddress(token, desk.config.mail.inboundDomain);
}

/** A raw RFC 5322 message; `headers` come first, then the MIME body as given (CRLF line ends). */
export function rawMessage(options: {
  to: string;
  from?: string;
  subject?: string;
  messageId?: string;
  headers?: Record<string, string>;
  contentType?: string;
  body: string;
}): Buffer {
  const lines = [
    `From: ${options.from ?? 'Jana Novakova <jana.novakova@recyklace.example>'}`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Re: Your inquiry'}`,
    `Message-ID: ${options.messageId ?? `<${randomBytes(8).toString('hex')}@recyklace.example>`}`,
    'Date: Tue, 24 Nov 2026 10:00:00 +0100',
    'MIME-Version: 1.0',
    ...Object.entries(options.headers ?? {}).map(([key, value]) => `${key}: ${value}`),
    `Content-Type: ${options.contentType ?? 'text/plain; charset=utf-8'}`,
    '',
    options.body,
  ];
  return Buffer.from(lines.join('\r\n').replace(/\r?\n/g, '\r\n'), 'latin1');
}

/** Sends raw bytes over real SMTP, as a mail server forwarding a visitor's answer would. */
export async function sendOverSmtp(
  port: number,
  raw: Buffer,
  envelope: { from: string; to: string[] },
): Promise<{ accepted: string[] }> {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({ envelope, raw });
    return { accepted: info.accepted.map(String) };
  } finally {
    transport.close();
  }
}

/** The SMTP reply code of a refused send (Nodemailer puts it on the error). */
export function smtpCodeOf(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'responseCode' in error &&
    typeof error.responseCode === 'number'
    ? error.responseCode
    : undefined;
}

/** A message in the dev mailbox as an answer from the desk would leave it (Reply-To: the reply address). */
export async function keepMailForAnswer(desk: TestSitedesk, inquiryId: string): Promise<string> {
  const id = randomUUID();
  await desk.database.db.insert(devMailbox).values({
    id,
    fromAddress: desk.config.mail.from,
    to: ['jana.novakova@recyklace.example'],
    replyTo: await replyAddressOf(desk, inquiryId),
    subject: 'Your inquiry [SD-26-TEST1]',
    html: '<p>Here is our offer.</p>',
    text: 'Here is our offer.',
    idempotencyKey: `test-answer:${id}`,
    messageId: `<answer-${id}@veltrum.example>`,
    inquiryId,
  });
  return id;
}
