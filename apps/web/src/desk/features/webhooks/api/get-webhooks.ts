import type { WebhookDelivery, WebhookEndpoint } from '@sitedesk/shared/webhooks-api';
import { useResource } from '../../../lib/use-resource';

/** GET /api/desk/webhooks (webhooks:manage): every endpoint, never its secret. */
export const useWebhooks = () => useResource<{ items: WebhookEndpoint[] }>('/api/desk/webhooks');

/** GET /api/desk/webhooks/:id/deliveries (webhooks:manage): the endpoint's latest 100, newest first. */
export const useWebhookDeliveries = (endpointId: string) =>
  useResource<{ items: WebhookDelivery[] }>(
    `/api/desk/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
  );
