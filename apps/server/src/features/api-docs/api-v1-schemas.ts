import type { ApiEntry, ApiEntryPage, ApiWebhookEndpoint } from '@sitedesk/shared/api-keys-api';
import { collectionIds } from '@sitedesk/shared/collections/entries';
import { locales } from '@sitedesk/shared/locales';
import { webhookEventTypes, webhookKinds } from '@sitedesk/shared/webhooks-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, uuid } from './json-schema';

/**
 * What `/api/v1/webhooks` and `/api/v1/collections` answer (decision 236). The operations are declared on
 * the routes (features/webhooks/public-api/openapi.ts, features/collections/public-api/openapi.ts), and
 * the request bodies' schemas come from there too.
 */

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

export const apiV1WebhookContentSchemas: Record<string, JsonSchema> = {
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
