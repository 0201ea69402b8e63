import type { WebhookReplayFailedResult } from '@sitedesk/shared/webhooks-api';
import { requestJson } from '../../../lib/api-client';

const deliveriesPath = (endpointId: string) =>
  `/api/desk/webhooks/${encodeURIComponent(endpointId)}/deliveries`;

/** POST …/deliveries/:deliveryId/replay (webhooks:manage): one failed delivery again, same `webhook-id`. */
export const replayDelivery = (endpointId: string, deliveryId: string) =>
  requestJson<void>(`${deliveriesPath(endpointId)}/${encodeURIComponent(deliveryId)}/replay`, {
    method: 'POST',
    json: {},
  });

/** POST …/deliveries/replay-failed (webhooks:manage): the latest 100 failed ones again (decision 227). */
export const replayFailedDeliveries = (endpointId: string) =>
  requestJson<WebhookReplayFailedResult>(`${deliveriesPath(endpointId)}/replay-failed`, {
    method: 'POST',
    json: {},
  });
