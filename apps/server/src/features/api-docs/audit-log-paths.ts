import {
  type AuditLogEntry,
  type AuditLogPage,
  auditActions,
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  auditTargetTypes,
} from '@sitedesk/shared/audit-api';
import { dateTime, type JsonSchema, nullable, objectOf, queryParametersOf, ref } from './json-schema';
import { csvDownload, jsonResponse, operation } from './operations';

const tag = 'Desk: audit log';

const filterDescriptions = {
  actor: 'A member’s id, or `system` (the service’s own jobs) or `visitor` (not signed in).',
  action: 'One dotted action name, e.g. `auth.sign_in_failed`, `team.role_changed`, `inquiries.exported`.',
  targetType: 'What the entries are about.',
  targetId: 'The id of what they are about (with `targetType`, or alone).',
  from: 'From this instant on (inclusive), ISO 8601 with an offset.',
  to: 'Before this instant (exclusive), ISO 8601 with an offset.',
};

/** `GET /api/desk/audit-log` and its CSV (decision 183). */
export const auditLogPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/audit-log': {
    get: operation({
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
    }),
  },
  '/api/desk/audit-log.csv': {
    get: operation({
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
    }),
  },
};

const idText: JsonSchema = { type: 'string' };

export const auditLogSchemas: Record<string, JsonSchema> = {
  AuditLogEntry: {
    ...objectOf<AuditLogEntry>({
      id: { type: 'integer' },
      at: dateTime,
      action: { type: 'string', enum: [...auditActions] },
      actor: {
        oneOf: [
          {
            type: 'object',
            required: ['type', 'id', 'name'],
            properties: { type: { const: 'user' }, id: idText, name: nullable({ type: 'string' }) },
          },
          { type: 'object', required: ['type'], properties: { type: { const: 'system' } } },
          { type: 'object', required: ['type'], properties: { type: { const: 'visitor' } } },
        ],
      },
      target: {
        type: 'object',
        required: ['type', 'id'],
        properties: { type: { type: 'string', enum: [...auditTargetTypes] }, id: idText },
      },
      detail: {
        type: 'object',
        description:
          'An API key’s use (`api_key.used`): `method`, `route` (the pattern, such as `/api/v1/inquiries/:id`) and `status`; never a value the request carried.',
        additionalProperties: { type: ['string', 'integer'] },
      },
      instanceId: idText,
      requestId: nullable(idText),
    }),
    // `target` is left out when an entry is about nothing in particular (an export of everything); `detail`
    // is there only for an API key's use.
    required: ['id', 'at', 'action', 'actor', 'instanceId', 'requestId'],
  },
  AuditLogPage: objectOf<AuditLogPage>({
    items: { type: 'array', items: ref('AuditLogEntry') },
    nextBefore: nullable({ type: 'integer' }),
  }),
};
