import type { ownerSetupSchema } from '@sitedesk/shared/desk-api';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/setup — creates the first owner with the one-time token printed at first start. */
export function setupOwner(input: z.input<typeof ownerSetupSchema>): Promise<unknown> {
  return requestJson('/api/desk/setup', { method: 'POST', json: input });
}
