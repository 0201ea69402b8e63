import {
  type AuditLogEntry,
  type AuditLogPage,
  auditActions,
  auditTargetTypes,
} from '@sitedesk/shared/audit-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref } from './json-schema';

const idText: JsonSchema = { type: 'string' };

/** The answers of `GET /api/desk/audit-log` (decision 183); its paths are on its routes (decision 248). */
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
