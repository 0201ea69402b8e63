import { deskLocales } from '@sitedesk/shared/locales';
import {
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookReplayFailedResult,
  webhookDeliveryQuerySchema,
  webhookEndpointRequestSchema,
  webhookEventTypes,
  webhookKinds,
  webhookTestRequestSchema,
} from '@sitedesk/shared/webhooks-api';
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

const tag = 'Desk: webhooks';
const access = 'webhooks:manage';
const endpointId = uuidPathParameter('id', 'The endpoint’s');

/** The delivery log's query, the desk's and `/api/v1`'s alike (decision 241). */
export const deliveryQueryParameters = queryParametersOf(webhookDeliveryQuerySchema, {
  limit: 'How many deliveries, at most 100.',
  status: 'Only deliveries in this state.',
  event: 'Only deliveries of this event type.',
  cursor: 'The `nextCursor` of the previous page: the deliveries older than its last one.',
});
const deliveryId = uuidPathParameter('deliveryId', 'The delivery’s');

const signing =
  'Deliveries follow Standard Webhooks 1.0: a JSON body `{"type","timestamp","data"}` POSTed with ' +
  '`webhook-id` (the same on every retry), `webhook-timestamp` and `webhook-signature` (`v1,` and the ' +
  'base64 HMAC-SHA256 under the `whsec_` secret; during a rotation two, space-separated).';

/** Signed webhooks (decision 224). */
export const webhookPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/webhooks': {
    get: operation({
      tag,
      summary: 'List the webhook endpoints',
      description: 'Oldest first, each with whether and why it stopped; never a secret.',
      access,
      responses: { 200: jsonResponse('The endpoints', ref('WebhookEndpointList')) },
    }),
    post: operation({
      tag,
      summary: 'Create a webhook endpoint',
      description:
        'The URL must be https (plain http only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true); its host is ' +
        'resolved before every attempt, and loopback, private, link-local and metadata addresses are ' +
        'refused unless private targets are allowed. The answer holds the signing secret, this once. ' +
        signing +
        ' `kind: "slack"` or `"teams"` (decision 230) makes a chat destination instead: a Slack incoming ' +
        'webhook or a Teams Workflows URL, sealed and never shown again (no signing secret; deliveries are a ' +
        'Block Kit message or an Adaptive Card, unsigned), with an optional routing `teamId`, the messages’ ' +
        '`locale`, and `includesPersonalData` deciding whether the first lines of the visitor’s message show.',
      access,
      requestBody: 'WebhookEndpointRequest',
      responses: { 201: jsonResponse('Created, with the secret', ref('WebhookEndpointCreated')) },
      errors: [400, 415, 422],
    }),
  },
  '/api/desk/webhooks/{id}': {
    put: operation({
      tag,
      summary: 'Change a webhook endpoint',
      description:
        'Replaces URL, events, description and whether personal data is sent; `isEnabled: true` switches a ' +
        'stopped endpoint back on. The `kind` must be the one it was created with; a Slack or Teams ' +
        'endpoint keeps its stored URL when `url` is left out.',
      access,
      parameters: [endpointId],
      requestBody: 'WebhookEndpointRequest',
      responses: { 200: jsonResponse('Updated', objectOf<{ id: string }>({ id: uuid })) },
      errors: [400, 404, 415, 422],
    }),
    delete: operation({
      tag,
      summary: 'Delete a webhook endpoint',
      description: 'With its delivery log; what was still waiting is not sent.',
      access,
      parameters: [endpointId],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
  '/api/desk/webhooks/{id}/secret': {
    post: operation({
      tag,
      summary: 'Renew an endpoint’s signing secret',
      description:
        'The new secret is in the answer, this once; for 24 hours deliveries carry both signatures.',
      access,
      parameters: [endpointId],
      responses: {
        200: jsonResponse('The new secret', objectOf<{ secret: string }>({ secret: { type: 'string' } })),
      },
      errors: [404],
    }),
  },
  '/api/desk/webhooks/{id}/deliveries': {
    get: operation({
      tag,
      summary: 'An endpoint’s delivery log',
      description:
        'Its deliveries, newest first (ties by id), `limit` at a time (≤ 100, default 100): status, attempts, ' +
        'HTTP status, time taken, the start of the answer. `status` and `event` narrow the log; the page’s ' +
        '`nextCursor`, passed back as `cursor`, gives the older ones (decision 241). A bad cursor or filter is 422.',
      access,
      parameters: [endpointId, ...deliveryQueryParameters],
      responses: { 200: jsonResponse('The deliveries', ref('WebhookDeliveryList')) },
      errors: [404, 422],
    }),
  },
  '/api/desk/webhooks/{id}/deliveries/replay-failed': {
    post: operation({
      tag,
      summary: 'Send all failed deliveries again',
      description:
        'The endpoint’s latest 100 failed deliveries, each as the same message (same `webhook-id`): one that ' +
        'failed for good with a fresh retry schedule, one waiting for a retry at once. Answers how many were queued.',
      access,
      parameters: [endpointId],
      responses: {
        202: jsonResponse('Queued', objectOf<WebhookReplayFailedResult>({ queued: { type: 'integer' } })),
      },
      errors: [404, 415],
    }),
  },
  '/api/desk/webhooks/{id}/deliveries/{deliveryId}/replay': {
    post: operation({
      tag,
      summary: 'Send a failed delivery again',
      description:
        'As the same message (same `webhook-id`), with a fresh retry schedule; only a failed one (409 `delivery_not_failed`).',
      access,
      parameters: [endpointId, deliveryId],
      responses: { 202: noContent },
      errors: [404, 409],
    }),
  },
  '/api/desk/webhooks/{id}/test': {
    post: operation({
      tag,
      summary: 'Send a test event',
      description: `An event of the type asked for (default \`${webhookEventTypes[0]}\`) whose \`data\` is \`{"test":true}\`, to this endpoint only.`,
      access,
      parameters: [endpointId],
      requestBody: 'WebhookTestRequest',
      responses: {
        202: jsonResponse(
          'Queued',
          objectOf<{ id: string; messageId: string }>({ id: uuid, messageId: { type: 'string' } }),
        ),
      },
      errors: [400, 404, 415, 422],
    }),
  },
};

const eventType: JsonSchema = { type: 'string', enum: [...webhookEventTypes] };
const deliveryStatus: JsonSchema = { type: 'string', enum: ['pending', 'sending', 'delivered', 'failed'] };

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
