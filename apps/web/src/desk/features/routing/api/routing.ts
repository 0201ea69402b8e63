import type { EntryList } from '@sitedesk/shared/collections-api';
import type {
  RoutingPreview,
  RoutingRule,
  RoutingRuleList,
  RoutingRuleRequest,
  Team,
  TeamList,
  TeamRequest,
} from '@sitedesk/shared/routing-api';
import { requestJson } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';

export type { RoutingRule, Team };

/** GET /api/desk/teams (settings:manage). */
export const useTeams = () => useResource<TeamList>('/api/desk/teams');

/** GET /api/desk/routing-rules (settings:manage), in the order they apply. */
export const useRoutingRules = () => useResource<RoutingRuleList>('/api/desk/routing-rules');

export const createTeam = (request: TeamRequest) =>
  requestJson<{ id: string }>('/api/desk/teams', { method: 'POST', json: request });

export const updateTeam = (id: string, request: TeamRequest) =>
  requestJson<{ id: string }>(`/api/desk/teams/${encodeURIComponent(id)}`, { method: 'PUT', json: request });

export const deleteTeam = (id: string) =>
  requestJson<void>(`/api/desk/teams/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const createRule = (request: RoutingRuleRequest) =>
  requestJson<{ id: string }>('/api/desk/routing-rules', { method: 'POST', json: request });

export const updateRule = (id: string, request: RoutingRuleRequest) =>
  requestJson<{ id: string }>(`/api/desk/routing-rules/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: request,
  });

/** PUT /api/desk/routing-rules/order: every rule's id, first to last (409 when the rules changed meanwhile). */
export const reorderRules = (ids: string[]) =>
  requestJson<{ ids: string[] }>('/api/desk/routing-rules/order', { method: 'PUT', json: { ids } });

/** A product or job a rule can name: the desk's lists of both collections (owners and admins edit content). */
export type RoutableEntry = { id: string; title: string; collection: 'products' | 'jobs' };

export function useRoutableEntries(): RoutableEntry[] {
  const products = useResource<EntryList>('/api/desk/collections/products');
  const jobs = useResource<EntryList>('/api/desk/collections/jobs');
  return [...(products.data?.entries ?? []), ...(jobs.data?.entries ?? [])].map((entry) => ({
    id: entry.id,
    title: entry.title,
    collection: entry.collection === 'jobs' ? 'jobs' : 'products',
  }));
}

export const deleteRule = (id: string) =>
  requestJson<void>(`/api/desk/routing-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** GET /api/desk/inquiries/:id/routing: which rule would take the inquiry now (takes no turn). */
export const previewRouting = (inquiryId: string) =>
  requestJson<RoutingPreview>(`/api/desk/inquiries/${encodeURIComponent(inquiryId)}/routing`);

/** GET and PUT /api/desk/me/away (any staff member, for themselves). */
export const useAway = () => useResource<{ awayUntil: string | null }>('/api/desk/me/away');

export const saveAway = (awayUntil: string | null) =>
  requestJson<{ awayUntil: string | null }>('/api/desk/me/away', { method: 'PUT', json: { awayUntil } });
