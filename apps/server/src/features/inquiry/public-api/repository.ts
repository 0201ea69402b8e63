import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiries } from '@sitedesk/db/schema';
import { deskTags, inquiryTags } from '@sitedesk/db/tags-schema';
import type {
  ApiInquiry,
  ApiInquiryDetail,
  ApiInquiryListQuery,
  ApiInquiryPage,
} from '@sitedesk/shared/api-keys-api';
import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import type { TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
import { and, asc, eq, gt, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../../http/is-uuid';
import { cursorTimestampOf } from '../../../http/keyset-cursor';
import { decodeCursor, encodeCursor } from './cursor';

const columns = {
  id: inquiries.id,
  reference: inquiries.reference,
  status: inquiries.status,
  topic: inquiries.topic,
  name: inquiries.name,
  company: inquiries.company,
  email: inquiries.email,
  phoneE164: inquiries.phoneE164,
  country: inquiries.country,
  locale: inquiries.locale,
  assigneeId: inquiries.assigneeId,
  firstAnswerDueAt: inquiries.firstAnswerDueAt,
  quoteRequest: inquiries.quoteRequest,
  extraFields: inquiries.extraFields,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  // Exact to the microsecond, for the cursor (cursor.ts).
  updatedAtText: cursorTimestampOf(inquiries.updatedAt),
};

/**
 * One page of `/api/v1/inquiries`, oldest change first, so an integration that keeps the last cursor (or
 * its last `updatedSince`) sees every later change. Spam only when asked for by status, as in the desk.
 */
export async function selectApiInquiryPage(
  db: Database,
  query: ApiInquiryListQuery,
): Promise<ApiInquiryPage> {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(inquiries.status, query.status) : ne(inquiries.status, 'spam'),
    query.topic ? eq(inquiries.topic, query.topic) : undefined,
    query.assignee === 'none'
      ? isNull(inquiries.assigneeId)
      : query.assignee
        ? eq(inquiries.assigneeId, query.assignee)
        : undefined,
    query.updatedSince ? gte(inquiries.updatedAt, new Date(query.updatedSince)) : undefined,
  ];
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    const at = sql`${after.updatedAt}::timestamptz`;
    conditions.push(
      or(gt(inquiries.updatedAt, at), and(eq(inquiries.updatedAt, at), gt(inquiries.id, after.id))),
    );
  }
  const rows = await db
    .select(columns)
    .from(inquiries)
    .where(and(...conditions))
    .orderBy(asc(inquiries.updatedAt), asc(inquiries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const tags = await selectTags(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => toApiInquiry(row, tags.get(row.id) ?? [])),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ updatedAt: last.updatedAtText, id: last.id }) : null,
  };
}

/** One inquiry with the visitor's message and its e-mail thread, oldest first; `undefined`: no such one. */
export async function selectApiInquiry(db: Database, id: string): Promise<ApiInquiryDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...columns, message: inquiries.message })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  if (!row) return undefined;
  const [tags, messages] = await Promise.all([
    selectTags(db, [id]),
    db
      .select({
        id: inquiryMessages.id,
        direction: inquiryMessages.direction,
        text: inquiryMessages.text,
        createdAt: inquiryMessages.createdAt,
      })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id))
      .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
  ]);
  return {
    ...toApiInquiry(row, tags.get(id) ?? []),
    message: row.message,
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/** Which of `ids` are tags the desk has; the rest are unknown. */
export async function selectKnownTagIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deskTags.id })
    .from(deskTags)
    .where(inArray(deskTags.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

async function selectTags(db: Database, ids: readonly string[]): Promise<Map<string, ApiInquiry['tags']>> {
  const byInquiry = new Map<string, ApiInquiry['tags']>();
  if (ids.length === 0) return byInquiry;
  const rows = await db
    .select({ inquiryId: inquiryTags.inquiryId, id: deskTags.id, name: deskTags.name })
    .from(inquiryTags)
    .innerJoin(deskTags, eq(deskTags.id, inquiryTags.tagId))
    .where(inArray(inquiryTags.inquiryId, [...ids]))
    .orderBy(asc(deskTags.name));
  for (const row of rows) {
    const list = byInquiry.get(row.inquiryId) ?? [];
    list.push({ id: row.id, name: row.name });
    byInquiry.set(row.inquiryId, list);
  }
  return byInquiry;
}

type Row = {
  id: string;
  reference: string;
  status: ApiInquiry['status'];
  topic: string;
  name: string;
  company: string;
  email: string;
  phoneE164: string | null;
  country: string;
  locale: string;
  assigneeId: string | null;
  firstAnswerDueAt: Date | null;
  quoteRequest: QuoteRequestDetails | null;
  extraFields: TopicFieldAnswer[] | null;
  createdAt: Date;
  updatedAt: Date;
};

function toApiInquiry(row: Row, tags: ApiInquiry['tags']): ApiInquiry {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    topic: row.topic,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phoneE164,
    country: row.country,
    locale: row.locale,
    assigneeId: row.assigneeId,
    tags,
    firstAnswerDueAt: row.firstAnswerDueAt?.toISOString() ?? null,
    quoteRequest: row.quoteRequest,
    fields: row.extraFields ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
