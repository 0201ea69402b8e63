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
import { jsonResponse, noContent, operation, uuidPathParameter } from './operations';
import { publicInquirySchemas } from './public-inquiry-schemas';
import { fieldAnswerJson, quoteRequestJson } from './request-answers';

const deskTag = 'Desk: API keys';
const access = 'apikeys:manage';
const keyId = uuidPathParameter('id', 'The key’s');

/**
 * API keys (decision 231): the desk's management of them. `/api/v1`, which takes them, is described on its
 * routes (decision 246); its answers' schemas are here.
 */
export const apiKeyPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/api-keys': {
    get: operation({
      tag: deskTag,
      summary: 'List the API keys',
      description:
        'Newest first, revoked ones included; each with its prefix and last use, never its secret.',
      access,
      responses: { 200: jsonResponse('The keys', ref('ApiKeyList')) },
    }),
    post: operation({
      tag: deskTag,
      summary: 'Create an API key',
      description:
        'The answer holds the whole key (`sdk_<prefix>_<secret>`), this once: the service keeps only a hash of ' +
        'it. The key acts on behalf of the member who created it and never beyond their role; `expiresAt` ' +
        'must lie in the future. Only an owner may give a key `people:export` or `people:erase` (403 for an ' +
        'admin; decision 237).',
      access,
      requestBody: 'ApiKeyCreateRequest',
      responses: { 201: jsonResponse('Created, with the key', ref('ApiKeyCreated')) },
      errors: [400, 415, 422],
    }),
  },
  '/api/desk/api-keys/{id}': {
    delete: operation({
      tag: deskTag,
      summary: 'Revoke an API key',
      description: 'It stops working at once and stays in the list, revoked.',
      access,
      parameters: [keyId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
};

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
