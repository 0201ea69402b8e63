import { requestJson } from '../../../lib/api-client';

/** DELETE /api/desk/team/:userId — removes the account and ends its sessions. */
export function removeMember(userId: string): Promise<unknown> {
  return requestJson(`/api/desk/team/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}
