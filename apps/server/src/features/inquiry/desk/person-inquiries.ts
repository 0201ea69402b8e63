import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import type { InquiryTopic } from '@sitedesk/shared/inquiry';
import { type PersonInquiries, personInquiriesLimit } from '@sitedesk/shared/person-inquiries-api';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';

/**
 * The other inquiries sent from the inquiry's e-mail address (compared case-insensitively: `Jana@X` and
 * `jana@x` are one person), newest first, as the inbox shows them: spam and merged stubs stay out, erased ones are gone.
 * The partial index `inquiries_person_idx` (migration 0026) holds exactly this order, so one person's
 * thousandth inquiry reads 21 index entries, whatever the table's size. `undefined` when the inquiry is not
 * there.
 */
export async function selectPersonInquiries(
  db: Database,
  inquiryId: string,
): Promise<PersonInquiries | undefined> {
  const [current] = await db
    .select({ email: inquiries.email })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!current) return undefined;
  const rows = await db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      createdAt: inquiries.createdAt,
      status: inquiries.status,
      topic: inquiries.topic,
      entryId: inquiries.entryId,
      entryCollection: inquiries.entryCollection,
      entryTitle: inquiries.entryTitle,
    })
    .from(inquiries)
    .where(
      and(
        sql`lower(${inquiries.email}) = lower(${current.email})`,
        ne(inquiries.status, 'spam'),
        ne(inquiries.id, inquiryId),
        // A merged inquiry's stub: its thread is in the one it was merged into (decision 179).
        isNull(inquiries.mergedIntoId),
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(personInquiriesLimit + 1);
  return {
    items: rows.slice(0, personInquiriesLimit).map((row) => ({
      id: row.id,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      // The inquiry service stored it through the shared schema, so it is one of the topics.
      topic: row.topic as InquiryTopic,
      entry:
        row.entryId && row.entryCollection
          ? { id: row.entryId, collection: row.entryCollection, title: row.entryTitle ?? '' }
          : null,
    })),
    hasMore: rows.length > personInquiriesLimit,
  };
}
