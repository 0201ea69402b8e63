import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiries, inquiryAttachments } from '@sitedesk/db/schema';
import { visitorPageTokens } from '@sitedesk/db/visitor-page-schema';
import { and, asc, eq, or, sql } from 'drizzle-orm';

/** The inquiry a page token names: `undefined` when there is none (wrong, or erased with its inquiry). */
export async function selectInquiryByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      status: inquiries.status,
      locale: inquiries.locale,
      email: inquiries.email,
      message: inquiries.message,
      createdAt: inquiries.createdAt,
    })
    .from(visitorPageTokens)
    .innerJoin(inquiries, eq(inquiries.id, visitorPageTokens.inquiryId))
    .where(eq(visitorPageTokens.tokenHash, tokenHash));
  return row;
}

/**
 * The thread's e-mails as the visitor may see them: no addresses, and of the staff member only the name
 * (the page shows the first one). Notes and activity live in other tables and are never read here. Of
 * the mail that came in, only what came from the visitor's own address and was not held as suspected
 * spam: a colleague copied on an answer who replies to the reply address writes to the desk, not to the
 * visitor, and must not appear on the visitor's page as their own words.
 */
export async function selectVisitorThread(db: Database, inquiryId: string, visitorEmail: string) {
  return db
    .select({
      id: inquiryMessages.id,
      direction: inquiryMessages.direction,
      authorName: user.name,
      text: inquiryMessages.text,
      isAutomatic: inquiryMessages.isAutomatic,
      createdAt: inquiryMessages.createdAt,
    })
    .from(inquiryMessages)
    .leftJoin(user, eq(user.id, inquiryMessages.authorId))
    .where(
      and(
        eq(inquiryMessages.inquiryId, inquiryId),
        or(
          eq(inquiryMessages.direction, 'outbound'),
          and(
            sql`lower(${inquiryMessages.fromAddress}) = lower(${visitorEmail})`,
            eq(inquiryMessages.isSuspectedSpam, false),
          ),
        ),
      ),
    )
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
}

/** Every stored file of the inquiry; `messageId` is `null` for the ones sent with the inquiry itself. */
export async function selectInquiryFiles(db: Database, inquiryId: string) {
  return db
    .select({
      messageId: inquiryAttachments.messageId,
      storageKey: inquiryAttachments.storageKey,
      fileName: inquiryAttachments.fileName,
    })
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.fileName));
}
