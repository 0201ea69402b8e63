import type { Database } from '@sitedesk/db/client';
import type { ConversationMessage, ConversationThread } from '@sitedesk/shared/conversation-api';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { selectMessageAttachments, selectThread } from './repository';

/** Attachment links in the desk live this long: enough to click, too short to pass around. */
const attachmentLinkSeconds = 300;

/** The inquiry's e-mails, both directions, oldest first, with files and (outbound) delivery state. */
export async function readThread(
  db: Database,
  storage: BlobStorage,
  inquiryId: string,
): Promise<ConversationThread> {
  const rows = await selectThread(db, inquiryId);
  const files = await selectMessageAttachments(
    db,
    rows.map((row) => row.message.id),
  );
  const items = rows.map(
    ({ message, authorName, outbox }): ConversationMessage => ({
      id: message.id,
      direction: message.direction,
      author:
        message.direction === 'outbound' && message.authorId
          ? { id: message.authorId, name: authorName ?? '' }
          : null,
      from: message.fromAddress,
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      text: message.text,
      html: message.html,
      isAutomatic: message.isAutomatic,
      attachments: files
        .filter((file) => file.messageId === message.id)
        .map((file) => ({
          id: file.id,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          url: storage.signedUrl(file.storageKey, {
            expiresInSeconds: attachmentLinkSeconds,
            downloadName: file.fileName,
          }),
        })),
      refusedAttachments: message.refusedAttachments,
      delivery: outbox
        ? {
            id: outbox.id,
            template: outbox.template,
            to: message.to,
            status: outbox.status,
            attempts: outbox.attempts,
            lastError: outbox.lastError,
            sentAt: outbox.sentAt?.toISOString() ?? null,
            nextAttemptAt: outbox.nextAttemptAt.toISOString(),
          }
        : null,
      createdAt: message.createdAt.toISOString(),
      isSuspectedSpam: message.isSuspectedSpam,
    }),
  );
  return { items };
}
