import { inquiries } from '@sitedesk/db/schema';
import type { InquiryListQuery } from '@sitedesk/shared/desk-api';
import { and, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';

export type InquiryFilters = Omit<InquiryListQuery, 'page' | 'pageSize'>;

const dayMs = 86_400_000;

/**
 * The WHERE clause shared by the inbox, its count and the CSV export, so the export is exactly what the
 * filter shows. Spam stays out unless it is asked for by status.
 */
export function inquiryFilterCondition(filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(inquiries.status, filters.status) : ne(inquiries.status, 'spam'),
    filters.topic ? eq(inquiries.topic, filters.topic) : undefined,
    filters.country ? eq(inquiries.country, filters.country) : undefined,
    filters.assignee === 'none'
      ? isNull(inquiries.assigneeId)
      : filters.assignee
        ? eq(inquiries.assigneeId, filters.assignee)
        : undefined,
    // Whole days in UTC, `to` included: the range ends before the next day's midnight.
    filters.from ? gte(inquiries.createdAt, utcDay(filters.from, 'from')) : undefined,
    filters.to ? lt(inquiries.createdAt, new Date(utcDay(filters.to, 'to').getTime() + dayMs)) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    filters.entryId ? eq(inquiries.entryId, filters.entryId) : undefined,
  ];
  return and(...conditions);
}

function utcDay(day: string, field: 'from' | 'to'): Date {
  const date = new Date(`${day}T00:00:00Z`);
  // `2026-02-31` passes the shape check but is no day; JavaScript would roll it over silently.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('validation_failed', { fields: { [field]: { code: 'invalid_date', message: day } } });
  }
  return date;
}

/**
 * Full-text search on the generated `search_vector` ('simple' configuration, no stemming: inquiries come
 * in any language). The query is read like a web search (quotes, `or`, `-`), and a plain last word also
 * matches as a prefix, so the inbox finds "Novák" while it is still being typed.
 */
export function searchCondition(q: string): SQL | undefined {
  const query = q.trim();
  if (query === '') return undefined;
  const match = /^(.*?)(?:^|\s)([\p{L}\p{N}][^\s"]*)$/u.exec(query);
  const lastWord = match?.[2];
  const isPlainLastWord = lastWord !== undefined && !/^(or|and)$/i.test(lastWord) && !/:/.test(lastWord);
  if (!isPlainLastWord) {
    return sql`${inquiries.searchVector} @@ websearch_to_tsquery('simple', ${query})`;
  }
  const head = (match?.[1] ?? '').trim();
  const prefix = sql`to_tsquery('simple', ${`'${lastWord.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`})`;
  return head === ''
    ? sql`${inquiries.searchVector} @@ ${prefix}`
    : sql`${inquiries.searchVector} @@ (websearch_to_tsquery('simple', ${head}) && ${prefix})`;
}
