import type { SecuritySettings } from '@sitedesk/shared/account-security-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/settings/security — who must have a second factor (settings:manage). */
export function useSecuritySettings(): Resource<SecuritySettings> {
  return useResource<SecuritySettings>('/api/desk/settings/security');
}

/** PUT /api/desk/settings/security — answers with what was stored. */
export function saveSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings> {
  return requestJson<SecuritySettings>('/api/desk/settings/security', { method: 'PUT', json: settings });
}
