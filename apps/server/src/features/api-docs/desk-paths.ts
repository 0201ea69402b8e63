import { inquiryExportQuerySchema } from '@sitedesk/shared/desk-api';
import { type JsonSchema, queryParametersOf } from './json-schema';
import { csvDownload, operation } from './operations';

const inquiries = 'Desk: inquiries';

const exportFilters = queryParametersOf(inquiryExportQuerySchema, {
  country: 'ISO 3166-1 alpha-2 code, either case.',
  assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
  from: 'First day of arrival, `YYYY-MM-DD` (UTC).',
  to: 'Last day of arrival, `YYYY-MM-DD` (UTC).',
  q: 'Full-text search, as for the list.',
  sort: 'Ignored: the file is always newest first.',
  entryId: 'Only inquiries about this product or job (ids from `GET /api/desk/inquiries/entries`).',
  deadline: 'As for the list.',
  tag: 'Only inquiries that carry this tag (ids from `GET /api/desk/tags`).',
  locale: 'The desk language of headers and labels (status, country, topic); else `Accept-Language`.',
  separator: '`comma` or `semicolon`; else the one usual in that language (`;` for de, fr, ar; `,` for en).',
}).filter(({ name }) => name !== 'page' && name !== 'pageSize');

/**
 * The desk's CSV export, still written here: hono-openapi leaves a path whose last segment looks like a file
 * (`export.csv`) out of what it generates. The rest of the inquiry API, realtime, dashboard, settings and dev
 * mailbox describe themselves on their routes (decision 248).
 */
export const deskPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/inquiries/export.csv': {
    get: operation({
      tag: inquiries,
      summary: 'Export inquiries as CSV',
      description:
        'Every inquiry matching the filters (no paging), streamed as a CSV download named ' +
        '`inquiries-YYYY-MM-DD.csv` (UTF-8 with a byte order mark), headers and labels in the desk ' +
        'language, hours with its decimal mark, times as `YYYY-MM-DD HH:MM:SS` in UTC. ' +
        'The export is logged with who made it.',
      access: 'inquiries:export',
      parameters: exportFilters,
      responses: {
        200: csvDownload('inquiries'),
      },
      errors: [422],
    }),
  },
};
