import type { Database } from '@sitedesk/db/client';
import type { Config } from '../../config';
import { createOneTimeToken } from './one-time-token';
import { hasAnyStaff, replaceSetupToken } from './staff-repository';

/**
 * First start: while nobody can sign in, a one-time link to create the owner (it expires after
 * SETUP_TOKEN_TTL_HOURS). `main.ts` prints it next to the ready line. Undefined once staff exist.
 */
export async function createOwnerSetupLinkIfNoStaff(
  db: Database,
  config: Config,
): Promise<string | undefined> {
  if (await hasAnyStaff(db)) return undefined;
  const { token, tokenHash } = createOneTimeToken();
  await replaceSetupToken(db, tokenHash, new Date(Date.now() + config.auth.setupTokenTtlHours * 3_600_000));
  return `${config.publicOrigin}/desk/setup?token=${token}`;
}
