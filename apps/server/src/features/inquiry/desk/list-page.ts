import type { Database } from '@sitedesk/db/client';
import type { InquiryList, InquiryListQuery } from '@sitedesk/shared/desk-api';
import type { SQL } from 'drizzle-orm';
import { toInquiryListItem } from './inquiry-item';
import { forViewer, inquiryFilterCondition } from './list-filters';
import {
  countInquiries,
  countWindow,
  relevanceWindow,
  selectInquiryPage,
  selectInquiryPageByIds,
  selectSearchWindow,
} from './repository';
import { excerptSegments, type InquirySearch, inquirySearch } from './search';

/**
 * One page of the inbox for `readerId`, with its figures (decisions 172, 180, 186):
 * - without a search: the page in its order, the exact total, unread among the newest 1,000;
 * - a search's first 1,000 places (best match or newest first): one walk over its newest matches gives the
 *   page, the count and the unread figure;
 * - a search past them, or in another order: the page by its order, the matches counted through it.
 */
export async function listInquiryPage(
  db: Database,
  readerId: string,
  query: InquiryListQuery,
  now: Date,
): Promise<InquiryList> {
  const { page, pageSize, sort, ...filters } = query;
  const where = inquiryFilterCondition(forViewer(filters, readerId), now);
  const search = filters.q ? inquirySearch(filters.q) : undefined;
  const offset = (page - 1) * pageSize;
  const byRelevance = sort === undefined || sort === 'relevance';
  if (search && (byRelevance || sort === 'newest') && offset < relevanceWindow) {
    return searchPage(db, { readerId, where, search, offset, limit: pageSize, byRelevance });
  }
  const [rows, counts] = await Promise.all([
    selectInquiryPage(db, {
      where,
      readerId,
      limit: pageSize,
      offset,
      search,
      // Past the relevance window a search's order is newest first (decision 172).
      order: sort === 'oldest' || sort === 'due' ? sort : 'newest',
    }),
    search
      ? countInquiries(db, where, readerId, page * pageSize, true)
      : countInquiries(db, where, readerId, countWindow),
  ]);
  return {
    items: rows.map(toPageItem),
    total: counts.total,
    unread: counts.unread,
    totalIsCapped: counts.capped,
    unreadIsCapped: counts.unreadIsCapped,
  };
}

async function searchPage(
  db: Database,
  options: {
    readerId: string;
    where: SQL | undefined;
    search: InquirySearch;
    offset: number;
    limit: number;
    byRelevance: boolean;
  },
): Promise<InquiryList> {
  const { offset, limit } = options;
  // The window reaches at least through this page (a page size that does not divide 1,000 straddles it).
  const size = Math.max(countWindow, offset + limit);
  const newest = await selectSearchWindow(db, { ...options, size, rank: options.search.rank });
  const counted = newest.slice(0, size);
  // Best match first within the relevance window, then newest first; the sort is stable, so equal ranks
  // stay newest first, as PostgreSQL's order by (rank desc, created_at desc, id desc) had them.
  const ordered = options.byRelevance
    ? [
        ...counted.slice(0, relevanceWindow).sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0)),
        ...counted.slice(relevanceWindow),
      ]
    : counted;
  const ids = ordered.slice(offset, offset + limit).map((row) => row.id);
  const rows = await selectInquiryPageByIds(db, ids, options.readerId, options.search);
  const isCapped = newest.length > size;
  return {
    items: rows.map(toPageItem),
    total: counted.length,
    unread: counted.filter((row) => row.isUnread).length,
    totalIsCapped: isCapped,
    unreadIsCapped: isCapped,
  };
}

function toPageItem(row: Awaited<ReturnType<typeof selectInquiryPage>>[number]) {
  const item = toInquiryListItem(row, row.isUnread);
  const excerpt = excerptSegments(row.excerpt);
  return excerpt ? { ...item, excerpt } : item;
}
