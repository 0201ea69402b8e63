import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { selectTopicDefinitions } from '../../content/inquiry-topics-repository';
import { csvRecord, utf8Bom } from './csv';
import { type CsvLayout, createCsvLabels } from './csv-labels';
import { senderColumns } from './inquiry-item';
import { type InquiryFilters, inquiryFilterCondition } from './list-filters';

const batchSize = 1000;

/**
 * The inquiries the filter shows, as CSV, every page of them. Read in batches by keyset (created_at, id),
 * and only when the client reads on, so 100,000 rows never sit in memory at once. Headers, statuses,
 * countries and topics are written in `layout.locale`, cells split by `layout.separator` (decision 170).
 */
export function exportInquiriesCsv(
  db: Database,
  filters: InquiryFilters,
  layout: CsvLayout,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = inquiryFilterCondition(filters);
  let after: Keyset | undefined;
  let labels: Awaited<ReturnType<typeof createCsvLabels>> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!labels) {
        // Topics editors added are named as they named them (decision 245).
        labels = await createCsvLabels(layout.locale, await selectTopicDefinitions(db));
        controller.enqueue(encoder.encode(utf8Bom + csvRecord(labels.header, layout.separator)));
        return;
      }
      const rows = await selectBatch(db, where, after);
      const last = rows.at(-1);
      if (last) {
        after = { createdAtText: last.createdAtText, id: last.id };
        const { cells } = labels;
        controller.enqueue(
          encoder.encode(rows.map((row) => csvRecord(cells(row), layout.separator)).join('')),
        );
      }
      if (rows.length < batchSize) controller.close();
    },
  });
}

/**
 * Where the last batch ended. The time travels as PostgreSQL's own text: a JavaScript Date keeps only
 * milliseconds, and rows within the same millisecond would be skipped.
 */
type Keyset = { createdAtText: string; id: string };

export type ExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

async function selectBatch(db: Database, where: SQL | undefined, after?: Keyset) {
  const afterCondition = after
    ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.createdAtText}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: inquiries.id,
      createdAtText: sql<string>`${inquiries.createdAt}::text`,
      reference: inquiries.reference,
      createdAt: inquiries.createdAt,
      status: inquiries.status,
      ...senderColumns,
      assigneeName: user.name,
      message: inquiries.message,
      entryCollection: inquiries.entryCollection,
      entryTitle: inquiries.entryTitle,
      firstAnsweredAt: inquiries.firstAnsweredAt,
      quoteRequest: inquiries.quoteRequest,
      extraFields: inquiries.extraFields,
    })
    .from(inquiries)
    .leftJoin(user, eq(user.id, inquiries.assigneeId))
    .where(and(where, afterCondition))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(batchSize);
}
