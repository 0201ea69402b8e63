import type { DeskSettings } from '@sitedesk/shared/desk-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/settings — notification routing and retention (settings:manage). */
export function useDeskSettings(): Resource<DeskSettings> {
  return useResource<DeskSettings>('/api/desk/settings');
}

/** PUT /api/desk/settings — replaces both settings; answers with what was stored. */
export function saveDeskSettings(settings: DeskSettings): Promise<DeskSettings> {
  return requestJson<DeskSettings>('/api/desk/settings', { method: 'PUT', json: settings });
}
