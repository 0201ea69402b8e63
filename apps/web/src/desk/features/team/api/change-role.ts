import type { StaffRole } from '@sitedesk/shared/permissions';
import { requestJson } from '../../../lib/api-client';

/** PATCH /api/desk/team/:userId — a new role (admins cannot make or unmake owners). */
export function changeRole(userId: string, role: StaffRole): Promise<unknown> {
  return requestJson(`/api/desk/team/${encodeURIComponent(userId)}`, { method: 'PATCH', json: { role } });
}
