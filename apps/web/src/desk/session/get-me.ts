import type { DeskMe } from '@sitedesk/shared/desk-api';
import { type Resource, useResource } from '../lib/use-resource';

export const meUrl = '/api/desk/me';

/** GET /api/desk/me — the signed-in staff member; 401 when nobody is signed in. */
export function useMe(): Resource<DeskMe> {
  return useResource<DeskMe>(meUrl);
}
