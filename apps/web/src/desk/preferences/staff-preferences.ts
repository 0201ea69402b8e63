import type { StaffPreferences, StaffPreferencesRequest } from '@sitedesk/shared/conversation-api';
import { requestJson } from '../lib/api-client';
import { type Resource, useResource } from '../lib/use-resource';

/**
 * GET /api/desk/me/preferences — the signed-in member's signature and e-mail switches. The composer
 * previews the signature and the preferences page edits it, so this sits above both features.
 */
export function useStaffPreferences(): Resource<StaffPreferences> {
  return useResource<StaffPreferences>('/api/desk/me/preferences');
}

/** PUT /api/desk/me/preferences — replaces what it names; answers with what was stored. */
export function saveStaffPreferences(preferences: StaffPreferencesRequest): Promise<StaffPreferences> {
  return requestJson<StaffPreferences>('/api/desk/me/preferences', { method: 'PUT', json: preferences });
}
