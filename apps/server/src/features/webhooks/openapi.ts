import {
  type WebhookReplayFailedResult,
  webhookDeliveryQuerySchema,
  webhookEventTypes,
} from '@sitedesk/shared/webhooks-api';
import { describedDesk } from '../../http/desk-operation';
import {
  jsonResponse,
  noContent,
  objectOf,
  queryParametersOf,
  ref,
  uuid,
  uuidPathParameter,
} from '../../http/openapi-schema';

/**
 * Signed webhooks (decision 224), as the desk's routes describe themselves (decision 248); the body and
 * answer schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: webhooks';
const access = 'webhooks:manage';
const endpointId = uuidPathParameter('id', 'The endpoint’s');

/** The delivery log's query, the desk's and `/api/v1`'s alike (decision 241). */
const deliveryQueryParameters = queryParametersOf(webhookDeliveryQuerySchema, {
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

export const listWebhooksDoc = describedDesk({
  tag,
  summary: 'List the webhook endpoints',
  description: 'Oldest first, each with whether and why it stopped; never a secret.',
  access,
  responses: { 200: jsonResponse('The endpoints', ref('WebhookEndpointList')) },
});

export const createWebhookDoc = describedDesk({
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
});

export const updateWebhookDoc = describedDesk({
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
});

export const deleteWebhookDoc = describedDesk({
  tag,
  summary: 'Delete a webhook endpoint',
  description: 'With its delivery log; what was still waiting is not sent.',
  access,
  parameters: [endpointId],
  responses: { 204: noContent },
  errors: [404],
});

export const renewWebhookSecretDoc = describedDesk({
  tag,
  summary: 'Renew an endpoint’s signing secret',
  description: 'The new secret is in the answer, this once; for 24 hours deliveries carry both signatures.',
  access,
  parameters: [endpointId],
  responses: {
    200: jsonResponse('The new secret', objectOf<{ secret: string }>({ secret: { type: 'string' } })),
  },
  errors: [404],
});

export const listWebhookDeliveriesDoc = describedDesk({
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
});

export const replayFailedDeliveriesDoc = describedDesk({
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
});

export const replayDeliveryDoc = describedDesk({
  tag,
  summary: 'Send a failed delivery again',
  description:
    'As the same message (same `webhook-id`), with a fresh retry schedule; only a failed one (409 `delivery_not_failed`).',
  access,
  parameters: [endpointId, deliveryId],
  responses: { 202: noContent },
  errors: [404, 409],
});

export const testWebhookDoc = describedDesk({
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
});
