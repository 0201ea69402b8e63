import { inquiries } from '@sitedesk/db/schema';
import { inquiryTags } from '@sitedesk/db/tags-schema';
import type { InquiryDeadlineFilter, InquiryListQuery } from '@sitedesk/shared/desk-api';
import { and, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { pendingDueAt } from './pending-due';
import { inquirySearch } from './search';

export type InquiryFilters = Omit<InquiryListQuery, 'page' | 'pageSize' | 'sort'>;

const dayMs = 86_400_000;

/**
 * The WHERE clause shared by the inbox, its count and the CSV export, so the export is exactly what the
 * filter shows. Spam stays out unless it is asked for by status.
 */
export function inquiryFilterCondition(filters: InquiryFilters, now: Date = new Date()): SQL | undefined {
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
    filters.q ? inquirySearch(filters.q)?.condition : undefined,
    filters.entryId ? eq(inquiries.entryId, filters.entryId) : undefined,
    filters.deadline ? deadlineCondition(filters.deadline, now) : undefined,
    filters.tag
      ? sql`exists (select 1 from ${inquiryTags} where ${inquiryTags.inquiryId} = ${inquiries.id} and ${inquiryTags.tagId} = ${filters.tag})`
      : undefined,
  ];
  return and(...conditions);
}

/**
 * `assignee=me` is whoever asks (decision 186): one shared saved view "Mine" serves every member, and a
 * link to it means the same for each of them.
 */
export function forViewer(filters: InquiryFilters, viewerId: string): InquiryFilters {
  return filters.assignee === 'me' ? { ...filters, assignee: viewerId } : filters;
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
 * Open and waiting for a first or a next answer, with the earlier pending deadline passed or still ahead
 * (decision 181). An inquiry without either clock is in neither.
 */
function deadlineCondition(deadline: InquiryDeadlineFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return deadline === 'overdue' ? sql`${pendingDueAt} < ${at}` : sql`${pendingDueAt} >= ${at}`;
}
