import { existsSync } from 'node:fs';
import { connectDatabase, type Database } from '@sitedesk/db/client';
import { type Config, describeConfigProblems, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import { createStaffAuth } from '../features/auth/create-staff-auth';
import { createLogger } from '../logger';
import { paths } from '../paths';
import { resolveSecretKey } from '../secret-key';

/** Ends the command with `message` on standard error and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration the service would start with (`.env` included); a bad one ends the command, every problem listed. */
export function loadCommandConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const result = loadConfig(process.env);
  if (!result.ok) return fail(describeConfigProblems(result.problems));
  return result.config;
}

/**
 * Runs `use` on the service's database (configured as the service is) and closes it after. The embedded
 * database may be open in one process only, so on it the service must be stopped first: the data
 * directory's lock is held meanwhile. Where the running service holds it, `whenServiceRunning` answers
 * instead, or the command fails (`runCommand` says how to go on).
 */
export async function withServiceDatabase<T>(
  use: (db: Database, config: Config) => Promise<T>,
  whenServiceRunning?: (config: Config) => T,
): Promise<T> {
  const config = loadCommandConfig();
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!whenServiceRunning || !(error instanceof DataDirLockedError)) throw error;
      return whenServiceRunning(config);
    }
  }
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: paths.migrations,
  });
  try {
    return await use(database.db, config);
  } finally {
    await database.close();
    lock?.release();
  }
}

/** Staff accounts as the service manages them, for a command that acts on them; only warnings are logged. */
export function commandStaffAuth(db: Database, config: Config) {
  const { secret } = resolveSecretKey({ fromEnvironment: config.secretKey, dataDir: config.dataDir });
  return createStaffAuth({ db, config, secret, logger: createLogger('warn') });
}

/**
 * Runs a command's `main` and ends it with a message when it fails: how to go on when the running service
 * holds the data directory, what `explain` makes of the error, or the error's own message.
 */
export function runCommand(
  command: string,
  main: () => Promise<void>,
  explain: (error: unknown) => string | undefined = () => undefined,
): void {
  main().catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      fail(
        `The service is running on this DATA_DIR. Stop it first, then run ${command} again.\n${error.message}`,
      );
    }
    const explained = explain(error);
    if (explained !== undefined) fail(explained);
    fail(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}
