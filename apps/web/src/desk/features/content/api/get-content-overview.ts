import type { ContentOverview } from '@sitedesk/shared/content-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/content — every section in every locale, with draft and translation state. */
export function useContentOverview(): Resource<ContentOverview> {
  return useResource<ContentOverview>('/api/desk/content');
}
