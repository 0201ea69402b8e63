import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { createdAsOwner, type DeskEndpoint, type TableContext } from './permission-rows';

// The webhooks' rows of THE permission table (`desk-permission-table.ts` spreads them in): owners and
// admins only (`webhooks:manage`, decision 224).

const managers = ['owner', 'admin'] as const;

/**
 * Switched off, so that no inquiry of the table's desk queues a delivery for it and nothing is ever sent
 * (a test event to it fails at once, `endpoint_disabled`, without a connection).
 */
const sampleEndpoint = () => ({
  url: `https://crm.invalid/hooks/${randomUUID().slice(0, 8)}`,
  events: ['inquiry.created'],
  isEnabled: false,
});

/**
 * The desk keeps at most 50 endpoints (decision 236) and the table makes one per call: the targets of
 * earlier calls go first (the table's calls run one after another, each on a target of its own).
 */
async function roomForAnEndpoint(context: TableContext): Promise<void> {
  await context.desk.database.db.delete(webhookEndpoints);
}

const endpointAsOwner = async (context: TableContext) => {
  await roomForAnEndpoint(context);
  return createdAsOwner(context, '/api/desk/webhooks', sampleEndpoint());
};

/** A failed delivery of a new endpoint, written as such: the worker never takes it. */
async function failedDeliveryAsOwner(context: TableContext): Promise<{ endpointId: string; id: string }> {
  const endpointId = await endpointAsOwner(context);
  const id = randomUUID();
  await context.desk.database.db.insert(webhookDeliveries).values({
    id,
    messageId: `msg_${randomUUID()}`,
    endpointId,
    eventType: 'inquiry.created',
    payload: { type: 'inquiry.created', timestamp: new Date().toISOString(), data: { test: true } },
    includesPersonalData: false,
    status: 'failed',
    attempts: 10,
    lastError: 'http_500',
  });
  return { endpointId, id };
}

export const webhookPermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/webhooks': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/webhooks' }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/webhooks': {
    method: 'POST',
    request: async (context) => {
      await roomForAnEndpoint(context);
      return { path: '/api/desk/webhooks', body: sampleEndpoint() };
    },
    success: 201,
    allowed: managers,
  },
  'PUT /api/desk/webhooks/:id': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/webhooks/${await endpointAsOwner(context)}`,
      body: sampleEndpoint(),
    }),
    success: 200,
    allowed: managers,
  },
  'DELETE /api/desk/webhooks/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `/api/desk/webhooks/${await endpointAsOwner(context)}` }),
    success: 204,
    allowed: managers,
  },
  'POST /api/desk/webhooks/:id/secret': {
    method: 'POST',
    request: async (context) => ({
      path: `/api/desk/webhooks/${await endpointAsOwner(context)}/secret`,
      body: {},
    }),
    success: 200,
    allowed: managers,
  },
  'GET /api/desk/webhooks/:id/deliveries': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/webhooks/${await endpointAsOwner(context)}/deliveries` }),
    success: 200,
    allowed: managers,
  },
  'POST /api/desk/webhooks/:id/deliveries/:deliveryId/replay': {
    method: 'POST',
    request: async (context) => {
      const { endpointId, id } = await failedDeliveryAsOwner(context);
      return { path: `/api/desk/webhooks/${endpointId}/deliveries/${id}/replay`, body: {} };
    },
    success: 202,
    allowed: managers,
  },
  'POST /api/desk/webhooks/:id/deliveries/replay-failed': {
    method: 'POST',
    request: async (context) => {
      const { endpointId } = await failedDeliveryAsOwner(context);
      return { path: `/api/desk/webhooks/${endpointId}/deliveries/replay-failed`, body: {} };
    },
    success: 202,
    allowed: managers,
  },
  'POST /api/desk/webhooks/:id/test': {
    method: 'POST',
    request: async (context) => ({
      path: `/api/desk/webhooks/${await endpointAsOwner(context)}/test`,
      body: { event: 'inquiry.created' },
    }),
    success: 202,
    allowed: managers,
  },
};
