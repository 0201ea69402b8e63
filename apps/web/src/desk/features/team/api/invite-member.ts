import type { staffInvitationSchema } from '@sitedesk/shared/desk-api';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/team/invitations — e-mails an invitation with a role and an expiry. */
export function inviteMember(input: z.input<typeof staffInvitationSchema>): Promise<unknown> {
  return requestJson('/api/desk/team/invitations', { method: 'POST', json: input });
}
