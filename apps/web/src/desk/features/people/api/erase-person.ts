import type { PersonErasureResult } from '@sitedesk/shared/people-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/people/erase — erases everything of one address (people:manage). */
export function erasePerson(email: string): Promise<PersonErasureResult> {
  return requestJson<PersonErasureResult>('/api/desk/people/erase', { method: 'POST', json: { email } });
}
