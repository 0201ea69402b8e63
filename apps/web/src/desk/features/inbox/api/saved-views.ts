import type { SavedView, SavedViewList, SavedViewRequest } from '@sitedesk/shared/saved-views-api';
import { requestJson, toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';
import type { InboxFilters } from './list-inquiries';

/** GET /api/desk/saved-views — the member's own views, then the team's shared ones (decision 186). */
export function useSavedViews(): Resource<SavedViewList> {
  return useResource<SavedViewList>('/api/desk/saved-views');
}

/**
 * POST /api/desk/saved-views — the inbox's filters as its address has them: the server checks them with the
 * list's own schema (a `422` names what it refused).
 */
export function createSavedView(
  request: Omit<SavedViewRequest, 'query'> & { query: InboxFilters },
): Promise<{ id: string }> {
  return requestJson<{ id: string }>('/api/desk/saved-views', { method: 'POST', json: request });
}

/** PUT /api/desk/saved-views/:id */
export async function updateSavedView(id: SavedView['id'], request: SavedViewRequest): Promise<void> {
  await requestJson(`/api/desk/saved-views/${encodeURIComponent(id)}`, { method: 'PUT', json: request });
}

/** DELETE /api/desk/saved-views/:id */
export async function deleteSavedView(id: SavedView['id']): Promise<void> {
  await requestJson(`/api/desk/saved-views/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The inbox's address for a view: its filters, at the first page. */
export function savedViewPath(view: SavedView): string {
  return `/desk${toQueryString(view.query)}`;
}

/** Whether the inbox shows exactly this view's filters (the page aside). */
export function isShowing(view: SavedView, filters: InboxFilters): boolean {
  const viewEntries = Object.entries(view.query).filter(([, value]) => value !== undefined);
  const filterEntries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return (
    viewEntries.length === filterEntries.length &&
    viewEntries.every(([key, value]) => filters[key as keyof InboxFilters] === String(value))
  );
}
