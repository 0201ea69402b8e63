import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import type { ApiInquiryNote, ApiInquiryNoteList } from '@sitedesk/shared/api-keys-api';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../../http/is-uuid';
import { selectNotes } from '../desk/repository';

/**
 * An inquiry's internal notes, oldest first, as `/api/v1` shows them (`text`, not the desk's `body`);
 * `undefined`: no such inquiry (never was, or erased).
 */
export async function selectApiInquiryNotes(
  db: Database,
  inquiryId: string,
): Promise<ApiInquiryNoteList | undefined> {
  if (!isUuid(inquiryId)) return undefined;
  const [found] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!found) return undefined;
  const notes = await selectNotes(db, inquiryId);
  return {
    items: notes.map((note) =>
      toApiNote({
        id: note.id,
        author: note.authorId ? { id: note.authorId, name: note.authorName ?? '' } : null,
        body: note.body,
        createdAt: note.createdAt.toISOString(),
      }),
    ),
  };
}

/** The desk's note in the API's own shape, so the desk's can change without breaking integrations. */
export function toApiNote(note: InquiryDetail['notes'][number]): ApiInquiryNote {
  return { id: note.id, author: note.author, text: note.body, createdAt: note.createdAt };
}
