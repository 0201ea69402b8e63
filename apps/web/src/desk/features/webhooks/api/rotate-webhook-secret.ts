import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/webhooks/:id/secret (webhooks:manage): a new secret, shown this once; the old signs 24 h more. */
export const rotateWebhookSecret = (id: string) =>
  requestJson<{ secret: string }>(`/api/desk/webhooks/${encodeURIComponent(id)}/secret`, {
    method: 'POST',
    json: {},
  });
