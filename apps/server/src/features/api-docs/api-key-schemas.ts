import {
  type ApiInquiry,
  type ApiInquiryChanged,
  type ApiInquiryMessage,
  type ApiInquiryPage,
  type ApiKey,
  apiKeyCreateRequestSchema,
  apiKeyScopes,
} from '@sitedesk/shared/api-keys-api';
import { inquiryStatuses } from '@sitedesk/shared/desk-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { publicInquirySchemas } from './public-inquiry-schemas';
import { fieldAnswerJson, quoteRequestJson } from './request-answers';

const scope: JsonSchema = { type: 'string', enum: [...apiKeyScopes] };
const apiKeyProperties = {
  id: uuid,
  name: { type: 'string' },
  prefix: { type: 'string', description: '`sdk_` and the key’s visible, random part' },
  scopes: { type: 'array', items: scope },
  expiresAt: nullable(dateTime),
  lastUsedAt: nullable({ ...dateTime, description: 'To the minute: written at most once a minute per key' }),
  revokedAt: nullable(dateTime),
  createdAt: dateTime,
  createdBy: nullable(
    objectOf<NonNullable<ApiKey['createdBy']>>({ id: { type: 'string' }, name: { type: 'string' } }),
  ),
};

const inquiryProperties = {
  id: uuid,
  reference: { type: 'string' },
  status: { type: 'string', enum: [...inquiryStatuses] },
  topic: { type: 'string' },
  name: { type: 'string' },
  company: { type: 'string' },
  email: { type: 'string' },
  phone: nullable({ type: 'string', description: 'E.164' }),
  country: { type: 'string', description: 'ISO 3166-1 alpha-2' },
  locale: { type: 'string' },
  assigneeId: nullable({ type: 'string' }),
  tags: {
    type: 'array',
    items: objectOf<ApiInquiry['tags'][number]>({ id: uuid, name: { type: 'string' } }),
  },
  firstAnswerDueAt: nullable(dateTime),
  quoteRequest: nullable(quoteRequestJson),
  fields: { type: 'array', items: fieldAnswerJson },
  createdAt: dateTime,
  updatedAt: dateTime,
} satisfies Record<keyof ApiInquiry, JsonSchema>;

/**
 * API keys (decision 231): the bodies and answers of the desk's `/api/desk/api-keys`, whose paths are on
 * its routes (decision 248), and of `/api/v1`, which takes them (decision 246).
 */
export const apiKeySchemas: Record<string, JsonSchema> = {
  ApiKeyCreateRequest: requestSchemaOf(apiKeyCreateRequestSchema),
  ApiKeyList: objectOf<{ items: unknown }>({
    items: { type: 'array', items: objectOf<ApiKey>(apiKeyProperties) },
  }),
  ApiKeyCreated: objectOf<ApiKey & { key: string }>({
    ...apiKeyProperties,
    key: { type: 'string', description: '`sdk_<prefix>_<secret>`: send it as `Authorization: Bearer …`' },
  }),
  ApiInquiry: objectOf<ApiInquiry>(inquiryProperties),
  ApiInquiryPage: objectOf<ApiInquiryPage>({
    items: { type: 'array', items: ref('ApiInquiry') },
    nextCursor: nullable({ type: 'string', description: 'Opaque; pass it back as `cursor`' }),
  }),
  ApiInquiryChanged: objectOf<ApiInquiryChanged>({
    id: inquiryProperties.id,
    reference: inquiryProperties.reference,
    status: inquiryProperties.status,
    assigneeId: inquiryProperties.assigneeId,
    tags: inquiryProperties.tags,
    updatedAt: inquiryProperties.updatedAt,
  }),
  ApiInquiryDetail: objectOf<ApiInquiry & { message: string; messages: unknown }>({
    ...inquiryProperties,
    message: { type: 'string', description: 'What the visitor wrote in the form' },
    messages: {
      type: 'array',
      items: objectOf<ApiInquiryMessage>({
        id: uuid,
        direction: { type: 'string', enum: ['inbound', 'outbound'] },
        text: { type: 'string' },
        createdAt: dateTime,
      }),
    },
  }),
  // Decision 235: notes and the answer to a creation (public-inquiry-schemas.ts).
  ...publicInquirySchemas,
};

/** The Bearer scheme of `/api/v1`. */
export const apiKeySecurityScheme = {
  apiKeyAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key made in the desk (Settings → API keys), sent as `Authorization: Bearer sdk_…`. `/api/v1` ' +
      'reads no cookie. Missing, unknown, expired or revoked: 401; outside its scopes: 403; over its ' +
      'per-minute limit (API_KEY_RATE_LIMIT_PER_MINUTE): 429 with `Retry-After`. Every use is in the audit log.',
  },
};
