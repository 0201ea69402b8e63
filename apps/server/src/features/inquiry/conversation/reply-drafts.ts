import type { Database } from '@sitedesk/db/client';
import { replyDrafts } from '@sitedesk/db/conversation-schema';
import { inquiries } from '@sitedesk/db/schema';
import type { ReplyDraft } from '@sitedesk/shared/conversation-api';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { deleteDraft } from './repository';

/** The composer's unsent text, per inquiry and staff member; sending the answer clears it. */
export function createReplyDraftService(db: Database) {
  async function requireInquiry(inquiryId: string): Promise<void> {
    if (!isUuid(inquiryId)) throw new AppError('not_found');
    const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId));
    if (!row) throw new AppError('not_found');
  }

  return {
    async read(userId: string, inquiryId: string): Promise<ReplyDraft> {
      await requireInquiry(inquiryId);
      const [row] = await db
        .select()
        .from(replyDrafts)
        .where(and(eq(replyDrafts.inquiryId, inquiryId), eq(replyDrafts.userId, userId)));
      if (!row) return { body: '', cc: [], updatedAt: null };
      return { body: row.body, cc: row.cc, updatedAt: row.updatedAt.toISOString() };
    },

    async save(
      userId: string,
      inquiryId: string,
      draft: { body: string; cc: string[] },
    ): Promise<ReplyDraft> {
      await requireInquiry(inquiryId);
      const updatedAt = new Date();
      await db
        .insert(replyDrafts)
        .values({ inquiryId, userId, ...draft, updatedAt })
        .onConflictDoUpdate({
          target: [replyDrafts.inquiryId, replyDrafts.userId],
          set: { ...draft, updatedAt },
        });
      return { ...draft, updatedAt: updatedAt.toISOString() };
    },

    async remove(userId: string, inquiryId: string): Promise<void> {
      await requireInquiry(inquiryId);
      await deleteDraft(db, inquiryId, userId);
    },
  };
}
