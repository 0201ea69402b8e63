import {
  type ApiWebhookEndpoint,
  apiWebhookCreateSchema,
  apiWebhookUpdateSchema,
} from '@sitedesk/shared/api-keys-api';
import {
  webhookDeliveryQuerySchema,
  webhookEventTypes,
  webhookTestRequestSchema,
} from '@sitedesk/shared/webhooks-api';
import { documented } from '../../../http/documented';
import {
  exampleResponse,
  jsonResponse,
  noContent,
  objectOf,
  ref,
  uuid,
  uuidPathParameter,
} from '../../../http/openapi-schema';

// The reference of `/api/v1/webhooks` (decisions 236, 238), one `documented` per route of routes.ts; the
// answers' schemas are `components.schemas` (features/api-docs).

const endpointId = uuidPathParameter('id', 'The endpoint’s');
const deliveryId = uuidPathParameter('deliveryId', 'The delivery’s');

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

export const listEndpointsDoc = documented({
  summary: 'List the webhook endpoints',
  description:
    'Every endpoint the desk lists, oldest first, never a secret. Slack and Teams destinations are listed ' +
    'by `kind` with `url: null`: their URL is their secret (decision 230).',
  scope: 'webhooks:manage',
  responses: {
    200: exampleResponse('The endpoints', ref('ApiWebhookEndpointList'), { items: [exampleEndpoint] }),
  },
});

export const createEndpointDoc = documented({
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
  // A left-out URL is refused by a refinement, for the desk's `required` code.
  body: { name: 'ApiWebhookCreate', schema: apiWebhookCreateSchema, alsoRequired: ['url'] },
  responses: {
    201: exampleResponse('Created, with the secret', ref('ApiWebhookCreated'), {
      ...exampleEndpoint,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7cZ6kDEP5XQ=',
    }),
  },
  errors: [400, 413, 415, 422],
});

export const changeEndpointDoc = documented({
  summary: 'Change a webhook endpoint',
  description:
    'Any of `url`, `events`, `description`, `isEnabled` (true switches a stopped endpoint back on) and ' +
    '`includesPersonalData: false`; the rest stays. An endpoint that sends personal data cannot be moved ' +
    'to another URL by a key (422 `desk_only` on `url`); Slack and Teams destinations are changed in the ' +
    `desk only (403). ${asCreator}`,
  scope: 'webhooks:manage',
  parameters: [endpointId],
  body: { name: 'ApiWebhookUpdate', schema: apiWebhookUpdateSchema },
  responses: {
    200: exampleResponse('The endpoint as it is now', ref('ApiWebhookEndpoint'), exampleEndpoint),
  },
  errors: [400, 404, 413, 415, 422],
});

export const deleteEndpointDoc = documented({
  summary: 'Delete a webhook endpoint',
  description: `With its delivery log; a Slack or Teams destination only in the desk (403). ${asCreator}`,
  scope: 'webhooks:manage',
  parameters: [endpointId],
  responses: { 204: noContent },
  errors: [404],
});

export const listDeliveriesDoc = documented({
  summary: 'An endpoint’s delivery log',
  description:
    'Its deliveries, newest first (ties by id), `limit` at a time (≤ 100, default 100): status, attempts, ' +
    'HTTP status, time taken and the start of the receiver’s answer (`null` where the message carried ' +
    'personal data: receivers often echo the record). `status` and `event` narrow the log; the page’s ' +
    '`nextCursor`, passed back as `cursor`, gives the older ones, none twice and none left out while new ' +
    'deliveries are queued (decision 241). The desk’s query, page and rules; a bad cursor or filter is 422.',
  scope: 'webhooks:manage',
  parameters: [endpointId],
  query: {
    schema: webhookDeliveryQuerySchema,
    descriptions: {
      limit: 'How many deliveries, at most 100.',
      status: 'Only deliveries in this state.',
      event: 'Only deliveries of this event type.',
      cursor: 'The `nextCursor` of the previous page: the deliveries older than its last one.',
    },
  },
  responses: { 200: jsonResponse('The deliveries', ref('WebhookDeliveryList')) },
  errors: [404, 422],
});

export const renewSecretDoc = documented({
  summary: 'Renew an endpoint’s signing secret',
  description:
    'No body. The new secret `whsec_…` is in the answer, this once; for 24 hours deliveries carry both ' +
    'signatures, so the receiver can switch without losing one. Slack and Teams destinations have none (404).',
  scope: 'webhooks:manage',
  parameters: [endpointId],
  responses: {
    200: exampleResponse('The new secret', objectOf<{ secret: string }>({ secret: { type: 'string' } }), {
      secret: 'whsec_2bD7yQH4k3mT0cVw9sXoL1nZrA6eFgJpUiKqYtB8aC0=',
    }),
  },
  errors: [404],
});

export const replayFailedDoc = documented({
  summary: 'Send the failed deliveries again',
  description:
    'No body. The endpoint’s latest 100 failed deliveries, each as the same message (same `webhook-id`): ' +
    'one that failed for good with a fresh retry schedule, one waiting for a retry at once. Those written ' +
    'with personal data are left out: only the desk sends them again (decision 238). Answers how many ' +
    'were queued. Slack and Teams destinations are the desk’s (403).',
  scope: 'webhooks:manage',
  parameters: [endpointId],
  responses: {
    202: exampleResponse('Queued', objectOf<{ queued: number }>({ queued: { type: 'integer' } }), {
      queued: 3,
    }),
  },
  errors: [404],
});

export const replayOneDoc = documented({
  summary: 'Send one failed delivery again',
  description:
    'No body. As the same message (same `webhook-id`), with a fresh retry schedule. Only a failed one ' +
    '(409 `delivery_not_failed`), and not one written with personal data (409 `delivery_desk_only`: the ' +
    'desk sends it again).',
  scope: 'webhooks:manage',
  parameters: [endpointId, deliveryId],
  responses: { 202: noContent },
  errors: [404, 409],
});

export const sendTestDoc = documented({
  summary: 'Send a test event',
  description:
    `An event of the type asked for (default \`${webhookEventTypes[0]}\`; the body may be left out) ` +
    'whose `data` is `{"test":true}`, to this endpoint only. Answers the delivery’s id and `webhook-id`.',
  scope: 'webhooks:manage',
  parameters: [endpointId],
  body: { name: 'WebhookTestRequest', schema: webhookTestRequestSchema },
  responses: {
    202: exampleResponse(
      'Queued',
      objectOf<{ id: string; messageId: string }>({ id: uuid, messageId: { type: 'string' } }),
      { id: '6c1d0f3e-8a4b-4c2d-9e7f-1a2b3c4d5e6f', messageId: 'msg_2bD7yQH4k3mT0cVw9sXoL1nZ' },
    ),
  },
  errors: [404, 415, 422],
});
