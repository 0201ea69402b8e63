import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { useResource } from '../lib/use-resource';

/** GET /api/desk/staff — who inquiries can be assigned to (for the assignee filter and the assign menu). */
export function useStaff(): StaffSummary[] {
  return useResource<StaffSummary[]>('/api/desk/staff').data ?? [];
}
