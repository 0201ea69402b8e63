import { requestJson } from '../../../lib/api-client';

/** POST /api/auth/change-password (Better Auth) */
export async function changePassword(change: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<void> {
  await requestJson('/api/auth/change-password', { method: 'POST', json: change });
}
