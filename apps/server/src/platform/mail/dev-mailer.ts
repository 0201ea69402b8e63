import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { devMailbox, devMailboxAttachments } from '@sitedesk/db/schema';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatMailbox, toSafeMail } from './mail-headers';
import type { Mailer } from './mailer';

/**
 * Keeps every message in the database, where staff read it in the desk: e-mail works out of the box,
 * with nothing to configure and nothing leaving the machine.
 */
export function createDevMailer(db: Database, logger: Logger): Mailer {
  return {
    driver: 'dev',
    async send(mail) {
      const safe = toSafeMail(mail);
      // A retry after a crash carries the same key; the unique key keeps the mailbox to one copy.
      // The mail and its files in one transaction: a copy is never shown without the files it carried.
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(devMailbox)
          .values({
            id: randomUUID(),
            fromAddress: formatMailbox(safe.from),
            to: safe.to.map(formatMailbox),
            cc: safe.cc.map(formatMailbox),
            replyTo: safe.replyTo ? formatMailbox(safe.replyTo) : null,
            subject: safe.subject,
            html: safe.html,
            text: safe.text,
            idempotencyKey: safe.idempotencyKey,
            // What a real mailer would send as Message-ID: "answer as the visitor" replies to it.
            messageId: safe.messageId,
            inquiryId: mail.inquiryId ?? null,
          })
          .onConflictDoNothing({ target: devMailbox.idempotencyKey })
          .returning({ id: devMailbox.id });
        const mailId = rows[0]?.id;
        if (mailId && safe.attachments.length > 0) {
          await tx.insert(devMailboxAttachments).values(
            safe.attachments.map((file, position) => ({
              id: randomUUID(),
              mailId,
              position,
              fileName: file.fileName,
              contentType: file.contentType,
              sizeBytes: file.content.byteLength,
              content: file.content,
            })),
          );
        }
        return rows;
      });
      const id = inserted[0]?.id ?? (await storedId(db, safe.idempotencyKey));
      // Only the id: addresses and content are personal data, and the desk shows them to those allowed.
      logger.info({ devMailId: id, isRepeat: inserted.length === 0 }, 'mail kept in the dev mailbox');
      return id === undefined ? {} : { providerMessageId: id };
    },
    async close() {},
  };
}

async function storedId(db: Database, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: devMailbox.id })
    .from(devMailbox)
    .where(eq(devMailbox.idempotencyKey, idempotencyKey));
  return row?.id;
}
