import type { invitationAcceptSchema } from '@sitedesk/shared/desk-api';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/invitations/accept — creates the invited account with its role. */
export function acceptInvitation(input: z.input<typeof invitationAcceptSchema>): Promise<unknown> {
  return requestJson('/api/desk/invitations/accept', { method: 'POST', json: input });
}
