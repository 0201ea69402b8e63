import { auditLogExportQuerySchema, auditLogQuerySchema } from '@sitedesk/shared/audit-api';
import { csvDownload, describedDesk } from '../../http/desk-operation';
import { jsonResponse, queryParametersOf, ref } from '../../http/openapi-schema';

/**
 * `GET /api/desk/audit-log` and its CSV (decision 183), as their routes describe themselves (decision 248);
 * the answer's schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: audit log';

const filterDescriptions = {
  actor: 'A member’s id, or `system` (the service’s own jobs) or `visitor` (not signed in).',
  action: 'One dotted action name, e.g. `auth.sign_in_failed`, `team.role_changed`, `inquiries.exported`.',
  targetType: 'What the entries are about.',
  targetId: 'The id of what they are about (with `targetType`, or alone).',
  from: 'From this instant on (inclusive), ISO 8601 with an offset.',
  to: 'Before this instant (exclusive), ISO 8601 with an offset.',
};

export const readAuditLogDoc = describedDesk({
  tag,
  summary: 'Read the audit log',
  description:
    'Who did what, and when: sign-ins (also failed ones), sign-outs, password resets, second factors and ' +
    'passkeys, ended sessions, refused permissions, invitations, role changes and removals, exports, ' +
    'erasures, settings and templates, publishing. Newest first; `nextBefore` is the `before` of the next ' +
    '(older) page. Entries hold ids only, never an e-mail or IP address; the actor’s name is looked up ' +
    'when read (`null`: no longer a member). Admins do not see owners’ sign-in and session entries. ' +
    'New entries are announced on `GET /api/desk/events` as `audit.recorded`.',
  access: 'audit:read',
  parameters: queryParametersOf(auditLogQuerySchema, {
    ...filterDescriptions,
    before: 'The `nextBefore` of the previous page: entries older than that one.',
    pageSize: 'Entries per page, 1–100 (default 50).',
  }),
  responses: { 200: jsonResponse('One page of entries, newest first', ref('AuditLogPage')) },
  errors: [422],
});

export const exportAuditLogDoc = describedDesk({
  tag,
  summary: 'Export the audit log as CSV',
  description:
    'Every entry matching the filters (no paging), newest first, streamed as `audit-log-YYYY-MM-DD.csv` ' +
    '(UTF-8 with a byte order mark, headers and action names in the desk language, times as ' +
    '`YYYY-MM-DD HH:MM:SS` in UTC, cells that a spreadsheet would run as formulas neutralised). The export ' +
    'is itself recorded (`audit_log.exported`).',
  access: 'audit:read',
  parameters: queryParametersOf(auditLogExportQuerySchema, {
    ...filterDescriptions,
    locale: 'The desk language of the headers and words (else Accept-Language).',
    separator: '`comma` or `semicolon` (default: the usual one of the language’s spreadsheets).',
  }),
  responses: {
    200: csvDownload('audit-log'),
  },
  errors: [422],
});
