import { requestJson } from '../../../lib/api-client';

/** DELETE /api/desk/webhooks/:id (webhooks:manage): the endpoint and its delivery log. */
export const deleteWebhook = (id: string) =>
  requestJson<void>(`/api/desk/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
