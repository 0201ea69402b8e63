import {
  type ApiEntry,
  type ApiEntryPage,
  type ApiWebhookEndpoint,
  apiEntryListQuerySchema,
  apiEntryQuerySchema,
  apiWebhookCreateSchema,
  apiWebhookUpdateSchema,
} from '@sitedesk/shared/api-keys-api';
import { collectionIds } from '@sitedesk/shared/collections/entries';
import { locales } from '@sitedesk/shared/locales';
import { webhookEventTypes, webhookKinds } from '@sitedesk/shared/webhooks-api';
import { v1Operation } from './api-key-paths';
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
import { jsonResponse, noContent, pathParameter, uuidPathParameter } from './operations';
import { deliveryQueryParameters } from './webhook-paths';

/** `/api/v1/webhooks` (`webhooks:manage`) and `/api/v1/collections` (`content:read`), decision 236. */

const endpointId = uuidPathParameter('id', 'The endpoint’s');
const entryId = uuidPathParameter('id', 'The entry’s');
const deliveryId = uuidPathParameter('deliveryId', 'The delivery’s');
const collection: JsonSchema = {
  ...pathParameter('collection', 'News, products, jobs or the editors’ pages; any other name is 404.'),
  schema: { type: 'string', enum: [...collectionIds] },
};

const asCreator =
  'The change is the desk’s own, made as the key’s creator, whose role must still allow managing webhooks ' +
  '(else 403), and lands in the audit log under their name.';

const exampleEndpoint: ApiWebhookEndpoint = {
  id: '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  kind: 'standard',
  url: 'https://crm.example.com/hooks/sitedesk',
  description: 'CRM: new leads',
  events: ['inquiry.created', 'inquiry.updated'],
  includesPersonalData: false,
  isEnabled: true,
  disabledReason: null,
  createdAt: '2026-11-30T09:12:44.000Z',
};

const exampleEntry: ApiEntry = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  collection: 'products',
  locale: 'de',
  language: 'de',
  document: {
    name: 'EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary: 'Vollautomatische Kanalballenpresse für Karton und Folie.',
    position: 0,
  },
  paths: { en: '/en/solutions/ecobale-x4', de: '/de/loesungen/ecobale-x4' },
  publishedAt: '2026-11-28T14:03:00.000Z',
};

const withExample = (description: string, schema: JsonSchema, example: unknown): JsonSchema => ({
  description,
  content: { 'application/json': { schema, example } },
});

export const apiV1WebhookContentPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/v1/webhooks': {
    get: v1Operation({
      summary: 'List the webhook endpoints',
      description:
        'Every endpoint the desk lists, oldest first, never a secret. Slack and Teams destinations are listed ' +
        'by `kind` with `url: null`: their URL is their secret (decision 230).',
      scope: 'webhooks:manage',
      responses: {
        200: withExample('The endpoints', ref('ApiWebhookEndpointList'), { items: [exampleEndpoint] }),
      },
    }),
    post: v1Operation({
      summary: 'Create a webhook endpoint',
      description:
        'A standard endpoint receiving Standard Webhooks 1.0 deliveries, checked exactly as in the desk: an ' +
        'https URL (plain http only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true) whose host is resolved before ' +
        'every attempt, refusing loopback, private, link-local and metadata addresses. The answer holds the ' +
        'signing secret `whsec_…`, this once. Slack and Teams destinations are made in the desk (`kind` other ' +
        'than `standard`: 422), and so is the personal-data switch (`includesPersonalData: true`: 422 ' +
        '`desk_only`), so a leaked key cannot send visitors’ data where it likes. ' +
        asCreator,
      scope: 'webhooks:manage',
      requestBody: 'ApiWebhookCreate',
      responses: {
        201: withExample('Created, with the secret', ref('ApiWebhookCreated'), {
          ...exampleEndpoint,
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7cZ6kDEP5XQ=',
        }),
      },
      errors: [400, 413, 415, 422],
    }),
  },
  '/api/v1/webhooks/{id}': {
    patch: v1Operation({
      summary: 'Change a webhook endpoint',
      description:
        'Any of `url`, `events`, `description`, `isEnabled` (true switches a stopped endpoint back on) and ' +
        '`includesPersonalData: false`; the rest stays. An endpoint that sends personal data cannot be moved ' +
        'to another URL by a key (422 `desk_only` on `url`); Slack and Teams destinations are changed in the ' +
        `desk only (403). ${asCreator}`,
      scope: 'webhooks:manage',
      parameters: [endpointId],
      requestBody: 'ApiWebhookUpdate',
      responses: {
        200: withExample('The endpoint as it is now', ref('ApiWebhookEndpoint'), exampleEndpoint),
      },
      errors: [400, 404, 413, 415, 422],
    }),
    delete: v1Operation({
      summary: 'Delete a webhook endpoint',
      description: `With its delivery log; a Slack or Teams destination only in the desk (403). ${asCreator}`,
      scope: 'webhooks:manage',
      parameters: [endpointId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
  '/api/v1/webhooks/{id}/deliveries': {
    get: v1Operation({
      summary: 'An endpoint’s delivery log',
      description:
        'Its deliveries, newest first (ties by id), `limit` at a time (≤ 100, default 100): status, attempts, ' +
        'HTTP status, time taken and the start of the receiver’s answer (`null` where the message carried ' +
        'personal data: receivers often echo the record). `status` and `event` narrow the log; the page’s ' +
        '`nextCursor`, passed back as `cursor`, gives the older ones, none twice and none left out while new ' +
        'deliveries are queued (decision 241). The desk’s query, page and rules; a bad cursor or filter is 422.',
      scope: 'webhooks:manage',
      parameters: [endpointId, ...deliveryQueryParameters],
      responses: { 200: jsonResponse('The deliveries', ref('WebhookDeliveryList')) },
      errors: [404, 422],
    }),
  },
  '/api/v1/webhooks/{id}/secret': {
    post: v1Operation({
      summary: 'Renew an endpoint’s signing secret',
      description:
        'No body. The new secret `whsec_…` is in the answer, this once; for 24 hours deliveries carry both ' +
        'signatures, so the receiver can switch without losing one. Slack and Teams destinations have none (404).',
      scope: 'webhooks:manage',
      parameters: [endpointId],
      responses: {
        200: withExample('The new secret', objectOf<{ secret: string }>({ secret: { type: 'string' } }), {
          secret: 'whsec_2bD7yQH4k3mT0cVw9sXoL1nZrA6eFgJpUiKqYtB8aC0=',
        }),
      },
      errors: [404],
    }),
  },
  '/api/v1/webhooks/{id}/deliveries/replay-failed': {
    post: v1Operation({
      summary: 'Send the failed deliveries again',
      description:
        'No body. The endpoint’s latest 100 failed deliveries, each as the same message (same `webhook-id`): ' +
        'one that failed for good with a fresh retry schedule, one waiting for a retry at once. Those written ' +
        'with personal data are left out: only the desk sends them again (decision 238). Answers how many ' +
        'were queued. Slack and Teams destinations are the desk’s (403).',
      scope: 'webhooks:manage',
      parameters: [endpointId],
      responses: {
        202: withExample('Queued', objectOf<{ queued: number }>({ queued: { type: 'integer' } }), {
          queued: 3,
        }),
      },
      errors: [404],
    }),
  },
  '/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay': {
    post: v1Operation({
      summary: 'Send one failed delivery again',
      description:
        'No body. As the same message (same `webhook-id`), with a fresh retry schedule. Only a failed one ' +
        '(409 `delivery_not_failed`), and not one written with personal data (409 `delivery_desk_only`: the ' +
        'desk sends it again).',
      scope: 'webhooks:manage',
      parameters: [endpointId, deliveryId],
      responses: { 202: noContent },
      errors: [404, 409],
    }),
  },
  '/api/v1/webhooks/{id}/test': {
    post: v1Operation({
      summary: 'Send a test event',
      description:
        `An event of the type asked for (default \`${webhookEventTypes[0]}\`; the body may be left out) ` +
        'whose `data` is `{"test":true}`, to this endpoint only. Answers the delivery’s id and `webhook-id`.',
      scope: 'webhooks:manage',
      parameters: [endpointId],
      requestBody: 'WebhookTestRequest',
      responses: {
        202: withExample(
          'Queued',
          objectOf<{ id: string; messageId: string }>({ id: uuid, messageId: { type: 'string' } }),
          { id: '6c1d0f3e-8a4b-4c2d-9e7f-1a2b3c4d5e6f', messageId: 'msg_2bD7yQH4k3mT0cVw9sXoL1nZ' },
        ),
      },
      errors: [404, 415, 422],
    }),
  },
  '/api/v1/collections/{collection}/entries': {
    get: v1Operation({
      summary: 'List a collection’s published entries',
      description:
        'Exactly what the public site publishes in `locale`: published versions only (never a draft), a ' +
        'blank translated text filled from the default language, an entry shown in another language where an ' +
        'editor chose so (`language`), jobs past their closing date left out, no product list prices. In the ' +
        'site’s order (news newest first, products by position, jobs by closing date, pages by title; ties by ' +
        'id). Walk the pages with `nextCursor`, passed back as `cursor`: no entry is met twice or left out ' +
        'while editors publish or withdraw others (decision 241). `nextOffset` (as `offset`) still works but ' +
        'shifts when an entry ahead of it comes or goes. A language the site does not offer, a cursor not ' +
        'handed out for this collection and language, or a cursor with an `offset` is 422.',
      scope: 'content:read',
      parameters: [
        collection,
        ...queryParametersOf(apiEntryListQuerySchema, {
          locale: 'A language the site offers; default: the default language.',
          offset: 'The `nextOffset` of the previous page (`cursor` is steadier).',
          cursor: 'The `nextCursor` of the previous page.',
        }),
      ],
      responses: {
        200: withExample('A page of entries', ref('ApiEntryPage'), {
          items: [exampleEntry],
          total: 1,
          nextOffset: null,
          nextCursor: null,
        }),
      },
      errors: [404, 422],
    }),
  },
  '/api/v1/collections/{collection}/entries/{id}': {
    get: v1Operation({
      summary: 'Read a published entry',
      description:
        'One entry as the site shows it in `locale`; one the site does not show there (a draft, an unknown ' +
        'id, a closed job, another collection’s entry) is 404.',
      scope: 'content:read',
      parameters: [collection, entryId, ...queryParametersOf(apiEntryQuerySchema)],
      responses: { 200: withExample('The entry', ref('ApiEntry'), exampleEntry) },
      errors: [404, 422],
    }),
  },
};

const endpointProperties = {
  id: uuid,
  kind: { type: 'string', enum: [...webhookKinds] },
  url: nullable({ type: 'string', description: '`null` for Slack and Teams: their URL is their secret' }),
  description: nullable({ type: 'string' }),
  events: { type: 'array', items: { type: 'string', enum: [...webhookEventTypes] } },
  includesPersonalData: { type: 'boolean' },
  isEnabled: { type: 'boolean' },
  disabledReason: nullable({ type: 'string', enum: ['manual', 'gone', 'failing'] }),
  createdAt: dateTime,
} satisfies Record<keyof ApiWebhookEndpoint, JsonSchema>;

/** The create schema's URL is checked by a refinement (for the desk's `required` code), so JSON Schema marks it here. */
const createRequest = (() => {
  const schema = requestSchemaOf(apiWebhookCreateSchema);
  return { ...schema, required: [...new Set([...((schema.required as string[]) ?? []), 'url', 'events'])] };
})();

export const apiV1WebhookContentSchemas: Record<string, JsonSchema> = {
  ApiWebhookCreate: createRequest,
  ApiWebhookUpdate: requestSchemaOf(apiWebhookUpdateSchema),
  ApiWebhookEndpoint: objectOf<ApiWebhookEndpoint>(endpointProperties),
  ApiWebhookEndpointList: objectOf<{ items: unknown }>({
    items: { type: 'array', items: ref('ApiWebhookEndpoint') },
  }),
  ApiWebhookCreated: objectOf<ApiWebhookEndpoint & { secret: string }>({
    ...endpointProperties,
    secret: { type: 'string', description: '`whsec_` and base64 of 32 random bytes; shown this once' },
  }),
  ApiEntry: objectOf<ApiEntry>({
    id: uuid,
    collection: { type: 'string', enum: [...collectionIds] },
    locale: { type: 'string', enum: [...locales] },
    language: { type: 'string', enum: [...locales], description: 'The language the document is in' },
    document: {
      type: 'object',
      description:
        'The published document, shaped by the collection’s schema (`packages/shared/src/collections/entries.ts`).',
    },
    paths: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'The entry’s public path per language that shows it',
    },
    publishedAt: dateTime,
  }),
  ApiEntryPage: objectOf<ApiEntryPage>({
    items: { type: 'array', items: ref('ApiEntry') },
    total: { type: 'integer', minimum: 0 },
    nextOffset: nullable({
      type: 'integer',
      description: 'Pass it back as `offset`; `null` on the last page',
    }),
    nextCursor: nullable({
      type: 'string',
      description: 'Pass it back as `cursor` (steady while editors publish); `null` on the last page',
    }),
  }),
};
