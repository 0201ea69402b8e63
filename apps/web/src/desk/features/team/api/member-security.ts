import { requestJson } from '../../../lib/api-client';

/** DELETE /api/desk/team/:userId/two-factor — the member's second factor is removed and they are signed out. */
export async function resetSecondFactor(userId: string): Promise<void> {
  await requestJson(`/api/desk/team/${encodeURIComponent(userId)}/two-factor`, { method: 'DELETE' });
}

/** DELETE /api/desk/team/:userId/sessions — signs the member out everywhere. */
export async function endMemberSessions(userId: string): Promise<void> {
  await requestJson(`/api/desk/team/${encodeURIComponent(userId)}/sessions`, { method: 'DELETE' });
}
