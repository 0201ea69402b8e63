import type { InquiryList } from '@sitedesk/shared/desk-api';
import type { Locale } from '@sitedesk/shared/locales';
import { toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** `sort` is kept with the filters: in the address, and sent with the list (the export ignores it). */
export const filterKeys = [
  'status',
  'topic',
  'country',
  'assignee',
  'from',
  'to',
  'q',
  'entryId',
  'deadline',
  'tag',
  'sort',
] as const;
export type InboxFilters = Partial<Record<(typeof filterKeys)[number], string>>;
export const pageSize = 25;

/** The filters in the page's address, so a filtered inbox can be reloaded, bookmarked and shared. */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const filters: InboxFilters = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

export type CsvSeparatorChoice = 'auto' | 'comma' | 'semicolon';

/**
 * GET /api/desk/inquiries/export.csv — what the filter shows, every page of it, written in the desk's
 * language (a download link sends no Accept-Language of ours) with the separator chosen, else its usual one.
 */
export function exportCsvUrl(filters: InboxFilters, locale: Locale, separator: CsvSeparatorChoice): string {
  return `/api/desk/inquiries/export.csv${toQueryString({
    ...filters,
    locale,
    ...(separator === 'auto' ? {} : { separator }),
  })}`;
}

/** GET /api/desk/inquiries — one page of the filtered inbox. */
export function useInquiryList(filters: InboxFilters, page: number): Resource<InquiryList> {
  return useResource<InquiryList>(`/api/desk/inquiries${toQueryString({ ...filters, page, pageSize })}`);
}
