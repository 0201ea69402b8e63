import { existsSync, readFileSync } from 'node:fs';
import type { Config } from '../config';
import {
  createOwnerSetupLinkIfNoStaff,
  ownerSetupLine,
  ownerSetupLinkFile,
} from '../features/auth/owner-setup-link';
import { runCommand, withServiceDatabase } from './command-runtime';

/**
 * `npm run setup-link`: the link to create the owner, for whoever lost it in the service's output. While the
 * service runs on the embedded database (which no second process may open), the link it keeps in DATA_DIR;
 * otherwise a new link, which replaces every earlier one. Once the owner exists, where to sign in.
 * Access to this command is access to the server, as for user:create.
 */
async function main(): Promise<void> {
  await withServiceDatabase(async (db, config) => {
    const link = await createOwnerSetupLinkIfNoStaff(db, config);
    console.log(link ? ownerSetupLine(link, config) : ownerExists(config));
  }, printKeptLink);
}

/** The service is running on this DATA_DIR: the link it printed, or none when the owner exists. */
function printKeptLink(config: Config): void {
  const file = ownerSetupLinkFile(config.dataDir);
  const link = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  console.log(link ? ownerSetupLine(link, config) : ownerExists(config));
}

const ownerExists = (config: Config) => `The owner exists already: sign in at ${config.publicOrigin}/desk`;

runCommand('setup-link', main);
