import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreEmbeddedDatabase } from '@sitedesk/db/embedded-backup';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import { paths } from '../paths';
import { readBackup } from '../platform/backup/backup-archive';
import { fail, loadCommandConfig } from './command-runtime';
import { usageOf } from './invocation';

const usage = usageOf('restore', '<file>   (into DATA_DIR, which must be empty or not exist)');

/** Restores a backup made by `npm run backup` into an empty DATA_DIR; the service must not run on it. */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  const [given] = positionals;
  if (!given || positionals.length > 1) fail(usage);
  const file = resolve(given);
  if (!existsSync(file)) fail(`There is no file ${file}.`);
  const config = loadCommandConfig();
  if (config.databaseUrl) {
    fail('DATABASE_URL is set: restore PostgreSQL with pg_restore/psql (docs/deploy.md#backups).');
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    // Only the lock (just taken) may be there: a restore never mixes two states of the data.
    const present = readdirSync(config.dataDir).filter((name) => name !== 'sitedesk.lock');
    if (present.length > 0) {
      lock.release();
      fail(
        `DATA_DIR ${config.dataDir} is not empty (${present.join(', ')}). Move it aside or point ` +
          'DATA_DIR at a new folder, then restore again.',
      );
    }
    const backup = await readBackup(createReadStream(file), config.dataDir);
    await restoreEmbeddedDatabase(config.dataDir, backup.database, paths.migrations);
    console.log(
      `Restored the backup of ${backup.createdAt} into ${config.dataDir}: the database and ${backup.files} ` +
        'stored files. Start the service on it (npm start, or a container on this volume).',
    );
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    fail(`The service is running on this DATA_DIR: restore into another, stopped one.\n${error.message}`);
  }
  fail(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
});
