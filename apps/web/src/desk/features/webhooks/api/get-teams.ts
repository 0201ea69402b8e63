import type { TeamList } from '@sitedesk/shared/routing-api';
import { useResource } from '../../../lib/use-resource';

/**
 * GET /api/desk/teams, for a chat endpoint's team filter (decision 230). Read here rather than from the
 * routing feature: features do not import each other. `false` loads nothing (an endpoint with no team).
 */
export const useTeamsForFilter = (isWanted = true) =>
  useResource<TeamList>(isWanted ? '/api/desk/teams' : null);
