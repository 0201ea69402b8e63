import {
  type ApiInquiry,
  type ApiInquiryChanged,
  type ApiInquiryMessage,
  type ApiInquiryPage,
  type ApiKey,
  apiInquiryListQuerySchema,
  apiInquiryUpdateSchema,
  apiKeyCreateRequestSchema,
  apiKeyScopes,
} from '@sitedesk/shared/api-keys-api';
import { inquiryStatuses } from '@sitedesk/shared/desk-api';
import {
  dateTime,
  type JsonSchema,
  nullable,
  objectOf,
  queryParametersOf,
  ref,
  requestSchemaOf,
  uuid,
} from './json-schema';
import { jsonResponse, noContent, operation, uuidPathParameter } from './operations';
import { createInquiryOperation, publicInquiryPaths, publicInquirySchemas } from './public-inquiry-paths';
import { fieldAnswerJson, quoteRequestJson } from './request-answers';

const deskTag = 'Desk: API keys';
const publicTag = 'Public API v1';
const access = 'apikeys:manage';
const keyId = uuidPathParameter('id', 'The key’s');
const inquiryId = uuidPathParameter('id', 'The inquiry’s');

/** API keys (decision 231): the desk's management of them, and `/api/v1`, which takes them. */
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
  '/api/v1/inquiries': {
    get: v1Operation({
      summary: 'List inquiries',
      description:
        'Oldest change first (`updatedAt`, then `id`), at most `limit` (≤ 100) per page; `nextCursor` leads to ' +
        'the next page while more match. Spam only with `status=spam`. An integration that keeps its last ' +
        'cursor, or asks with `updatedSince`, sees every later change of status or assignee.',
      scope: 'inquiries:read',
      parameters: queryParametersOf(apiInquiryListQuerySchema, {
        assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
        updatedSince: 'Only inquiries changed at or after this instant.',
        cursor: 'The `nextCursor` of the previous page, as it came.',
      }),
      responses: {
        200: {
          ...jsonResponse('A page of inquiries', ref('ApiInquiryPage')),
          content: {
            'application/json': {
              schema: ref('ApiInquiryPage'),
              example: {
                items: [exampleInquiry()],
                nextCursor: 'WyIyMDI2LTExLTMwIDEzOjA0OjExLjEyMzQ1NiswMCIsIi4uLiJd',
              },
            },
          },
        },
      },
      errors: [422],
    }),
    // Decision 235: server-to-server creation (public-inquiry-paths.ts).
    post: createInquiryOperation(v1Operation),
  },
  '/api/v1/inquiries/{id}': {
    get: v1Operation({
      summary: 'Read an inquiry',
      description: 'With the visitor’s first message and the e-mail thread both ways, oldest first.',
      scope: 'inquiries:read',
      parameters: [inquiryId],
      responses: { 200: jsonResponse('The inquiry', ref('ApiInquiryDetail')) },
      errors: [404],
    }),
    patch: v1Operation({
      summary: 'Change an inquiry',
      description:
        'Any of `status` (along the inquiry’s lifecycle, else 422 `invalid_transition`), `assigneeId` (a ' +
        'staff member who reads inquiries, or `null`) and `tagIds` (the whole set of tags afterwards). The ' +
        'change is the desk’s own: it lands in the inquiry’s activity under the key’s creator, reaches open ' +
        'desks and is sent to webhooks as `inquiry.updated`. An unknown tag changes nothing (422).',
      scope: 'inquiries:write',
      parameters: [inquiryId],
      requestBody: 'ApiInquiryUpdate',
      responses: {
        200: jsonResponse(
          'The inquiry as it is now: the whole of it to a key with `inquiries:read`, else what a change can change',
          {
            oneOf: [ref('ApiInquiryDetail'), ref('ApiInquiryChanged')],
          },
        ),
      },
      errors: [400, 404, 413, 415, 422],
    }),
  },
  // Decision 235: notes (public-inquiry-paths.ts).
  ...publicInquiryPaths(v1Operation),
};

/**
 * An operation of `/api/v1`: a Bearer API key instead of the session cookie, 401 without a valid one
 * (missing, unknown, expired, revoked), 403 outside its scope, 429 over the key's per-minute limit.
 */
export function v1Operation(options: {
  summary: string;
  description: string;
  scope: (typeof apiKeyScopes)[number];
  parameters?: JsonSchema[];
  requestBody?: string;
  responses: Record<number, JsonSchema>;
  errors?: (400 | 404 | 409 | 413 | 415 | 422)[];
}): JsonSchema {
  const description = `${options.description}\n\nRequires an API key with the \`${options.scope}\` scope.`;
  // `public` keeps the cookie scheme off; the Bearer scheme and the guard's answers are added here.
  const base = operation({
    tag: publicTag,
    summary: options.summary,
    access: 'public',
    ...(options.parameters ? { parameters: options.parameters } : {}),
    ...(options.requestBody ? { requestBody: options.requestBody } : {}),
    responses: options.responses,
    errors: [...(options.errors ?? []), 401, 403, 429],
  });
  return { ...base, description, security: [{ apiKeyAuth: [] }] };
}

function exampleInquiry(): ApiInquiry {
  return {
    id: '0b6f3a52-5c1e-4a8e-9d1f-3f2a4b5c6d7e',
    reference: 'SD-26-4F7K2',
    status: 'in_progress',
    topic: 'quote',
    name: 'Ana Ribeiro',
    company: 'Lusorecicla',
    email: 'ana@lusorecicla.example',
    phone: '+351912345678',
    country: 'PT',
    locale: 'pt',
    assigneeId: 'u_3kq9',
    tags: [{ id: '5d0c2b8e-1f4a-4c3b-9e2d-7a6b5c4d3e2f', name: 'Key account' }],
    firstAnswerDueAt: '2026-11-30T15:00:00.000Z',
    quoteRequest: {
      lines: [
        { entryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', title: 'EcoBale X4', quantity: 2, unit: 'pcs' },
      ],
      neededBy: '2027-02-15',
      deliveryCountry: 'PT',
      deliveryPostcode: '4000-123',
      vatId: 'PT123456789',
      purchaseReference: 'PO-7731',
    },
    fields: [{ key: 'material', type: 'choice', label: 'Material', value: 'steel', valueLabels: ['Aço'] }],
    createdAt: '2026-11-30T09:12:44.000Z',
    updatedAt: '2026-11-30T13:04:11.123Z',
  };
}

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
  ApiInquiryUpdate: requestSchemaOf(apiInquiryUpdateSchema),
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
  // Decision 235: notes and the answer to a creation (public-inquiry-paths.ts).
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
