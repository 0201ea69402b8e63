import type { WebhookEndpointRequest } from '@sitedesk/shared/webhooks-api';
import { requestJson } from '../../../lib/api-client';

/**
 * POST /api/desk/webhooks (webhooks:manage): the answer holds the signing secret, this once; a Slack or
 * Teams endpoint has none (its URL is its secret).
 */
export const createWebhook = (request: WebhookEndpointRequest) =>
  requestJson<{ id: string; secret?: string }>('/api/desk/webhooks', { method: 'POST', json: request });

/** PUT /api/desk/webhooks/:id (webhooks:manage): replaces what the desk edits, `isEnabled` included. */
export const updateWebhook = (id: string, request: WebhookEndpointRequest) =>
  requestJson<{ id: string }>(`/api/desk/webhooks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: request,
  });
