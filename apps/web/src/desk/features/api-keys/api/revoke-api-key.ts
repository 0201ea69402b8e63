import { requestJson } from '../../../lib/api-client';

/** DELETE /api/desk/api-keys/:id (apikeys:manage): the key stops working at once and stays listed. */
export const revokeApiKey = (id: string) =>
  requestJson<void>(`/api/desk/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
