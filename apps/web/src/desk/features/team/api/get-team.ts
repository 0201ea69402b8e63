import type { StaffSummary } from '@sitedesk/shared/desk-api';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { type Resource, useResource } from '../../../lib/use-resource';

export type PendingInvitation = { id: string; email: string; role: StaffRole; expiresAt: string };
/** As the server's team service answers (not in the shared contract yet). */
export type Team = { users: StaffSummary[]; invitations: PendingInvitation[] };

/** GET /api/desk/team — members and pending invitations (users:manage). */
export function useTeam(): Resource<Team> {
  return useResource<Team>('/api/desk/team');
}
