import {
  deskStatsQuerySchema,
  devMailboxQuerySchema,
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
} from '@sitedesk/shared/desk-api';
import { type JsonSchema, queryParametersOf, ref } from './json-schema';
import {
  csvDownload,
  jsonResponse,
  noContent,
  operation,
  pathParameter,
  uuidPathParameter,
} from './operations';

const inquiries = 'Desk: inquiries';
const realtime = 'Desk: realtime';
const settings = 'Desk: settings';

const inquiryId = uuidPathParameter('id', 'The inquiry’s');

const listFilters = queryParametersOf(inquiryListQuerySchema, {
  country: 'ISO 3166-1 alpha-2 code, either case.',
  assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
  from: 'First day of arrival, `YYYY-MM-DD` (UTC).',
  to: 'Last day of arrival, `YYYY-MM-DD` (UTC).',
  q:
    'Full-text search over reference, name, company, e-mail, message, the e-mail thread and the notes, ' +
    'accents folded and stemmed in the inquiry’s language; quotes, `or` and `-` as in a web search, the ' +
    'last word also as a prefix.',
  sort:
    '`relevance` (the default while searching: best match first), `newest` (the default otherwise), `oldest`, ' +
    'or `due` (open inquiries waiting for a first or a next answer by the earlier deadline, overdue first; ' +
    'then the rest newest first).',
  entryId: 'Only inquiries about this product or job (ids from `GET /api/desk/inquiries/entries`).',
  deadline:
    'Open inquiries (new, in progress) waiting for a first answer, or for the next one after the visitor ' +
    'answered, whose earlier pending deadline has passed (`overdue`) or is ahead (`running`).',
  tag: 'Only inquiries that carry this tag (ids from `GET /api/desk/tags`).',
});
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

const eventStreamDescription = `A server-sent event stream (\`text/event-stream\`) of what happens in the desk, as it happens.

- Each event's \`data:\` line is one \`DeskEvent\` as JSON (see the schema \`DeskEvent\`): \`inquiry.created\`, \`inquiry.updated\`, \`inquiry.note_added\`, \`inquiry.message_added\`, \`presence\`, \`inquiry.erased\`, \`resync\`, \`audit.recorded\` (owners and admins). \`unread\` in an inquiry is the recipient's own.
- Each event's \`id:\` is a cursor (an integer). The stream begins with a comment line (\`: connected\`) and \`retry: 2000\` and, on a fresh connection, an \`id:\` without data: the current cursor.
- Catch-up: a client that reconnects with \`Last-Event-ID\` (the browser does so by itself), or opens a new stream with \`?lastEventId=\`, first receives every event it missed; if too many were missed (over 1000), it receives one \`resync\` instead and should reload its list. Erasures are not replayed.
- Heartbeat: every REALTIME_HEARTBEAT_SECONDS (default 25) the server re-checks the session and sends the comment \`: heartbeat\`; a revoked session, or a role that lost \`inquiries:read\`, ends the stream.
- Presence: opening the stream announces the caller as online; the current viewers of every inquiry follow as \`presence\` events.`;

const exampleStream =
  ': connected\nretry: 2000\n\nid: 41\n\n' +
  'id: 42\ndata: {"type":"inquiry.note_added","inquiryId":"3f0c…","noteId":"9a1e…"}\n\n' +
  ': heartbeat\n\n';

/** Every `/api/desk/*` path of the inquiry API, realtime, dashboard, settings and dev mailbox. */
export const deskPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/inquiries': {
    get: operation({
      tag: inquiries,
      summary: 'List inquiries',
      description:
        'Newest first, filtered and paged; while searching, best match first (unless `sort=newest`), each ' +
        'item with the passage where it matched.',
      access: 'inquiries:read',
      parameters: listFilters,
      responses: { 200: jsonResponse('One page of inquiries and the total', ref('InquiryList')) },
      errors: [422],
    }),
  },
  '/api/desk/inquiries/entries': {
    get: operation({
      tag: inquiries,
      summary: 'List the products and jobs inquiries are about',
      description:
        'Each product or job that inquiries (not spam) are about, with how many, most asked about first; ' +
        'for the inbox filter `entryId`. The title is the one of its latest inquiry.',
      access: 'inquiries:read',
      responses: { 200: jsonResponse('The entries', ref('InquiryEntryOptions')) },
    }),
  },
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
  '/api/desk/inquiries/{id}': {
    get: operation({
      tag: inquiries,
      summary: 'Read an inquiry',
      description:
        'The inquiry with its attachments, notes, activity and e-mail deliveries; marks it read for the caller.',
      access: 'inquiries:read',
      parameters: [inquiryId],
      responses: { 200: jsonResponse('The inquiry', ref('InquiryDetail')) },
      errors: [404],
    }),
    patch: operation({
      tag: inquiries,
      summary: 'Change an inquiry’s status or assignee',
      description:
        'Both changes, and their activity entries, in one transaction; every open desk hears of it. ' +
        'A status the current one cannot move to is 422 `invalid_transition`. Out of `spam` ("Not spam"), ' +
        'the e-mails the inquiry would have sent on arrival (the visitor’s confirmation, the staff ' +
        'notification) are queued once, never a second time; into or out of `spam`, the spam classifier ' +
        'learns from the inquiry’s message.',
      access: 'inquiries:update',
      parameters: [inquiryId],
      requestBody: 'InquiryUpdate',
      responses: { 200: jsonResponse('The inquiry as it is now', ref('InquiryDetail')) },
      errors: [400, 404, 422],
    }),
    delete: operation({
      tag: inquiries,
      summary: 'Erase an inquiry (GDPR)',
      description: 'Erases the inquiry, its files, notes and activity for good; every open desk drops it.',
      access: 'inquiries:erase',
      parameters: [inquiryId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
  '/api/desk/inquiries/{id}/notes': {
    post: operation({
      tag: inquiries,
      summary: 'Add an internal note',
      access: 'inquiries:update',
      parameters: [inquiryId],
      requestBody: 'InquiryNoteRequest',
      responses: { 201: jsonResponse('The note', ref('InquiryNote')) },
      errors: [400, 404, 422],
    }),
  },
  '/api/desk/spam/erase': {
    post: operation({
      tag: inquiries,
      summary: 'Empty the spam folder',
      description:
        'Erases, as `DELETE /api/desk/inquiries/{id}` does, every inquiry held as spam that arrived before ' +
        'the request; every open desk drops them. Spam is also erased on its own after SPAM_RETENTION_DAYS.',
      access: 'inquiries:erase',
      responses: { 200: jsonResponse('How many were erased', ref('SpamErased')) },
      // No body is needed; one that is declared must be JSON (a cross-site form cannot send that).
      errors: [400, 415],
    }),
  },
  '/api/desk/events': {
    get: operation({
      tag: realtime,
      summary: 'Follow the desk live (server-sent events)',
      description: eventStreamDescription,
      access: 'inquiries:read',
      parameters: [
        {
          name: 'Last-Event-ID',
          in: 'header',
          required: false,
          description: 'The last cursor received; sent by the browser when it reconnects by itself.',
          schema: { type: 'string', pattern: '^\\d{1,15}$' },
        },
        {
          name: 'lastEventId',
          in: 'query',
          required: false,
          description: 'The same, for a page that opens a new EventSource with the cursor it kept.',
          schema: { type: 'string', pattern: '^\\d{1,15}$' },
        },
      ],
      responses: {
        200: {
          description: 'The open stream; it is never compressed or buffered.',
          content: {
            'text/event-stream': {
              schema: { type: 'string', description: 'Each `data:` line holds one `DeskEvent` as JSON.' },
              example: exampleStream,
            },
          },
        },
      },
      // 429: this session (or member) already holds its limit of open streams here (decision 163).
      errors: [429],
    }),
  },
  '/api/desk/presence': {
    post: operation({
      tag: realtime,
      summary: 'Say which inquiry this session is looking at',
      description:
        'Every open desk hears the new viewers of the inquiry left and of the one opened. 404 when the ' +
        'inquiry does not exist (or was erased).',
      access: 'inquiries:read',
      requestBody: 'DeskPresence',
      responses: { 204: noContent },
      errors: [400, 404, 422],
    }),
  },
  '/api/desk/stats': {
    get: operation({
      tag: inquiries,
      summary: 'Dashboard figures',
      description: 'Inquiries per day, by country and by topic, and the median time to a first answer.',
      access: 'inquiries:read',
      parameters: queryParametersOf(deskStatsQuerySchema, { days: 'The period, ending today (UTC).' }),
      responses: { 200: jsonResponse('The figures', ref('DeskStats')) },
      errors: [422],
    }),
  },
  '/api/desk/settings': {
    get: operation({
      tag: settings,
      summary: 'Read the desk settings',
      access: 'settings:manage',
      responses: { 200: jsonResponse('The settings', ref('DeskSettings')) },
    }),
    put: operation({
      tag: settings,
      summary: 'Replace the desk settings',
      access: 'settings:manage',
      requestBody: 'DeskSettings',
      responses: { 200: jsonResponse('The settings as stored', ref('DeskSettings')) },
      errors: [400, 422],
    }),
  },
  '/api/desk/mailbox': {
    get: operation({
      tag: settings,
      summary: 'Read the dev mailbox',
      description:
        'The e-mails the dev mailer kept instead of sending, newest first. Only with MAIL_DRIVER=dev; ' +
        'with a real mailer the endpoint is 404.',
      access: 'settings:manage',
      parameters: queryParametersOf(devMailboxQuerySchema),
      responses: { 200: jsonResponse('One page of e-mails and the total', ref('DevMailbox')) },
      errors: [404, 422],
    }),
  },
  '/api/desk/mailbox/{id}/answer-as-visitor': {
    post: operation({
      tag: settings,
      summary: 'Answer a kept e-mail as the visitor',
      description:
        "Builds the reply a visitor's mail program would send to this kept e-mail (to its Reply-To, " +
        'In-Reply-To its Message-ID, the original quoted) and receives it through the same parsing and ' +
        "matching as inbound mail, so it lands in the inquiry's thread. Only with MAIL_DRIVER=dev (else 404); " +
        '422 when the e-mail belongs to no inquiry.',
      access: 'settings:manage',
      parameters: [pathParameter('id', 'The kept e-mail’s id.')],
      requestBody: 'DevVisitorAnswer',
      responses: { 201: jsonResponse('Stored in the thread', ref('DevVisitorAnswerResult')) },
      errors: [400, 404, 415, 422],
    }),
  },
  '/api/desk/mailbox/{id}/html': {
    get: operation({
      tag: settings,
      summary: 'Read a kept e-mail’s HTML version',
      description:
        'The HTML version alone (`text/html`), for a sandboxed frame of the desk: its Content-Security-Policy ' +
        'allows inline styles and `data:` pictures only, with `sandbox`, so nothing in it runs or loads. ' +
        'Sign-in links hidden as in the list. Only with MAIL_DRIVER=dev (else 404).',
      access: 'settings:manage',
      parameters: [pathParameter('id', 'The kept e-mail’s id.')],
      responses: {
        200: { description: 'The HTML version', content: { 'text/html': { schema: { type: 'string' } } } },
      },
      errors: [404],
    }),
  },
  '/api/desk/mailbox/{id}/attachments/{attachmentId}': {
    get: operation({
      tag: settings,
      summary: 'Download a file a kept e-mail carried',
      description:
        'Always as a download (`application/octet-stream`, `Content-Disposition: attachment`). ' +
        'Only with MAIL_DRIVER=dev (else 404).',
      access: 'settings:manage',
      parameters: [
        pathParameter('id', 'The kept e-mail’s id.'),
        pathParameter('attachmentId', 'The file’s id, from the mailbox list.'),
      ],
      responses: {
        200: {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      },
      errors: [404],
    }),
  },
};
