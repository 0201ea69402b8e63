import type { ErasureRequestList, PersonErasureResult } from '@sitedesk/shared/people-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/people/erasure-requests — the open requests, the soonest due first. */
export function useErasureRequests(): Resource<ErasureRequestList> {
  return useResource<ErasureRequestList>('/api/desk/people/erasure-requests');
}

/** POST /api/desk/people/erasure-requests/{id}/confirm — erases the address the request names. */
export function confirmErasureRequest(id: string, email: string): Promise<PersonErasureResult> {
  return requestJson<PersonErasureResult>(
    `/api/desk/people/erasure-requests/${encodeURIComponent(id)}/confirm`,
    {
      method: 'POST',
      json: { email },
    },
  );
}
