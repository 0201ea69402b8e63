import type { DeskSessions } from '@sitedesk/shared/account-security-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/me/sessions */
export function useMySessions(): Resource<DeskSessions> {
  return useResource<DeskSessions>('/api/desk/me/sessions');
}

/** DELETE /api/desk/me/sessions/:id */
export async function endSession(sessionId: string): Promise<void> {
  await requestJson(`/api/desk/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** DELETE /api/desk/me/sessions — every session but this one. */
export async function endOtherSessions(): Promise<void> {
  await requestJson('/api/desk/me/sessions', { method: 'DELETE' });
}
