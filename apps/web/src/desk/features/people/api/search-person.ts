import type { PersonSearchResult } from '@sitedesk/shared/people-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/people/search — what is held about one address (people:manage). */
export function searchPerson(email: string): Promise<PersonSearchResult> {
  return requestJson<PersonSearchResult>('/api/desk/people/search', { method: 'POST', json: { email } });
}
