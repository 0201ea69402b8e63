import type { PersonInquiries } from '@sitedesk/shared/person-inquiries-api';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/inquiries/:id/same-person — the other inquiries from the same e-mail address, newest first. */
export function useSamePerson(id: string): Resource<PersonInquiries> {
  return useResource<PersonInquiries>(`/api/desk/inquiries/${encodeURIComponent(id)}/same-person`);
}
