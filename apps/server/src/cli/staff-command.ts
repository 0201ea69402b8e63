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
 * Runs `use` on the service's database and closes it after. The embedded database may be open in one
 * process only, so on it the service must be stopped first: the data directory's lock is held meanwhile.
 */
export async function withServiceDatabase<T>(config: Config, use: (db: Database) => Promise<T>): Promise<T> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: paths.migrations,
  });
  try {
    return await use(database.db);
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

/** Ends a command that the running service kept from its data directory with how to go on. */
export function failIfServiceRunning(command: string, error: unknown): void {
  if (error instanceof DataDirLockedError) {
    fail(
      `The service is running on this DATA_DIR. Stop it first, then run ${command} again.\n${error.message}`,
    );
  }
}
