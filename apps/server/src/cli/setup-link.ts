import { existsSync, readFileSync } from 'node:fs';
import { connectDatabase } from '@sitedesk/db/client';
import { type Config, describeConfigProblems, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import {
  createOwnerSetupLinkIfNoStaff,
  ownerSetupLine,
  ownerSetupLinkFile,
} from '../features/auth/owner-setup-link';
import { paths } from '../paths';

/**
 * `npm run setup-link`: the link to create the owner, for whoever lost it in the service's output. While the
 * service runs on the embedded database (which no second process may open), the link it keeps in DATA_DIR;
 * otherwise a new link, which replaces every earlier one. Once the owner exists, where to sign in.
 * Access to this command is access to the server, as for user:create.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const result = loadConfig(process.env);
  if (!result.ok) return fail(describeConfigProblems(result.problems));
  const { config } = result;
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      return printKeptLink(config);
    }
  }
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: paths.migrations,
  });
  try {
    const link = await createOwnerSetupLinkIfNoStaff(database.db, config);
    console.log(link ? ownerSetupLine(link, config) : ownerExists(config));
  } finally {
    await database.close();
    lock?.release();
  }
}

/** The service is running on this DATA_DIR: the link it printed, or none when the owner exists. */
function printKeptLink(config: Config): void {
  const file = ownerSetupLinkFile(config.dataDir);
  const link = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  console.log(link ? ownerSetupLine(link, config) : ownerExists(config));
}

const ownerExists = (config: Config) => `The owner exists already: sign in at ${config.publicOrigin}/desk`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  fail(`setup-link failed: ${error instanceof Error ? error.message : String(error)}`);
});
