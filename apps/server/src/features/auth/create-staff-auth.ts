import type { Database } from '@sitedesk/db/client';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { StaffAuth } from './staff';

export type StaffAuthOptions = { db: Database; config: Config; secret: string; logger: Logger };

/** Staff authentication with Better Auth (e-mail and password, sessions in the database). */
export function createStaffAuth(_options: StaffAuthOptions): StaffAuth {
  // Placeholder until Better Auth is wired in: nobody is signed in.
  return {
    handler: async () => new Response(null, { status: 404 }),
    resolveStaff: async () => undefined,
  };
}
