import { randomBytes } from 'node:crypto';
import { messageIdFor } from '../../../platform/mail/message-id';

/** A message the dev mailbox kept, as far as answering it needs. */
export type KeptMail = {
  fromAddress: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  idempotencyKey: string;
  /** The Message-ID it was sent with; `null` for copies kept before the dev mailer recorded it. */
  messageId: string | null;
};

/**
 * The e-mail a visitor's mail program would send when they answer `kept` (dev mailbox, decision 101): to
 * its Reply-To (else its From), `In-Reply-To`/`References` its Message-ID, "Re:" subject, the original
 * quoted under the answer. Real RFC 5322 bytes, so it goes through the same parser as mail from outside.
 */
export async function composeVisitorAnswer(kept: KeptMail, text: string): Promise<Uint8Array> {
  // Older copies have no recorded Message-ID: the one a real mailer derives from the outbox key.
  const original = kept.messageId ?? messageIdFor(kept.idempotencyKey, addressOf(kept.fromAddress));
  const quoted = kept.text
    .split(/\r?\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const visitor = kept.to[0] ?? 'visitor@example.com';
  // Loaded with the first answer: only the dev mailbox answers mail, and Nodemailer costs ~10 MB (decision 149).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from: visitor,
    to: kept.replyTo ?? kept.fromAddress,
    subject: /^re:/i.test(kept.subject) ? kept.subject : `Re: ${kept.subject}`,
    messageId: `<${randomBytes(12).toString('hex')}@${addressOf(visitor).split('@')[1] ?? 'visitor.invalid'}>`,
    inReplyTo: original,
    references: [original],
    date: new Date(),
    text: `${text}\n\n${quoted}\n`,
  });
  return composer.compile().build();
}

/** `Name <a@b>` → `a@b`. */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}
