import type { DeskStats } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/stats?days= — inquiries per day, by country and topic, median time to first answer. */
export function useStats(days: number): Resource<DeskStats> {
  return useResource<DeskStats>(`/api/desk/stats?days=${days}`);
}
