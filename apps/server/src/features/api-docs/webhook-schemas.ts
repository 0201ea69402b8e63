import { deskLocales } from '@sitedesk/shared/locales';
import {
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  webhookEndpointRequestSchema,
  webhookEventTypes,
  webhookKinds,
  webhookTestRequestSchema,
} from '@sitedesk/shared/webhooks-api';
import { dateTime, type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';

const eventType: JsonSchema = { type: 'string', enum: [...webhookEventTypes] };
const deliveryStatus: JsonSchema = { type: 'string', enum: ['pending', 'sending', 'delivered', 'failed'] };

/** The bodies and answers of the desk's webhooks (decision 224); their paths are on their routes (decision 248). */
export const webhookSchemas: Record<string, JsonSchema> = {
  WebhookEndpointRequest: requestSchemaOf(webhookEndpointRequestSchema),
  WebhookTestRequest: requestSchemaOf(webhookTestRequestSchema),
  WebhookEndpointCreated: {
    ...objectOf<{ id: string }>({ id: uuid }),
    properties: {
      id: uuid,
      secret: {
        type: 'string',
        description:
          '`whsec_` and base64 of 32 random bytes; a Slack or Teams endpoint has none (its URL is its secret)',
      },
    },
  },
  WebhookEndpointList: objectOf<{ items: unknown }>({
    items: {
      type: 'array',
      items: objectOf<WebhookEndpoint>({
        id: uuid,
        kind: { type: 'string', enum: [...webhookKinds] },
        url: {
          type: 'string',
          description: 'A Slack or Teams endpoint’s URL is its secret: only its host and last characters',
        },
        teamId: nullable({ ...uuid, description: 'Slack and Teams: notices of this routing team only' }),
        locale: {
          type: 'string',
          enum: [...deskLocales],
          description: 'Slack and Teams: the notices’ language',
        },
        description: nullable({ type: 'string' }),
        events: { type: 'array', items: eventType },
        includesPersonalData: { type: 'boolean' },
        isEnabled: { type: 'boolean' },
        disabledReason: nullable({ type: 'string', enum: ['manual', 'gone', 'failing'] }),
        disabledAt: nullable(dateTime),
        createdAt: dateTime,
        lastDelivery: nullable(
          objectOf<NonNullable<WebhookEndpoint['lastDelivery']>>({
            status: deliveryStatus,
            at: { ...dateTime, description: 'Its last attempt, or when it was queued if none yet' },
            lastStatus: nullable({ type: 'integer' }),
          }),
        ),
      }),
    },
  }),
  WebhookDeliveryList: objectOf<WebhookDeliveryPage>({
    nextCursor: nullable({
      type: 'string',
      description: 'Pass it back as `cursor` for the older deliveries; `null` on the last page',
    }),
    items: {
      type: 'array',
      items: objectOf<WebhookDelivery>({
        id: uuid,
        messageId: { type: 'string' },
        eventType: { type: 'string' },
        status: deliveryStatus,
        attempts: { type: 'integer' },
        createdAt: dateTime,
        lastAttemptAt: nullable(dateTime),
        nextAttemptAt: nullable(dateTime),
        deliveredAt: nullable(dateTime),
        lastStatus: nullable({ type: 'integer' }),
        lastError: nullable({
          type: 'string',
          description:
            '`http_<status>`, `timeout`, `connection_failed`, `private_address`, `unresolvable`, …',
        }),
        durationMs: nullable({ type: 'integer' }),
        responseExcerpt: nullable({ type: 'string' }),
      }),
    },
  }),
};
