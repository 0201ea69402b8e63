import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/webhooks/:id/test (webhooks:manage): queues an event whose `data` is `{"test":true}`. */
export const sendTestEvent = (id: string) =>
  requestJson<{ id: string; messageId: string }>(`/api/desk/webhooks/${encodeURIComponent(id)}/test`, {
    method: 'POST',
    json: {},
  });
