import { createWriteStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dumpStoppedEmbeddedDatabase, embeddedDatabaseFolder } from '@sitedesk/db/embedded-backup';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import { writeBackup } from '../platform/backup/backup-archive';
import { requestBackupFromService } from '../platform/backup/backup-socket';
import { fail, loadCommandConfig } from './command-runtime';
import { commandLineOf, commandNameOf, usageOf } from './invocation';

const usage = usageOf(
  'backup',
  '[<file>|-]   (default: sitedesk-backup-<date>.tar here; -: standard output)',
);

/**
 * Backs up the embedded default: the database and the stored files, consistent, while the service runs
 * (it writes the backup through its socket in DATA_DIR) or while it is stopped (this command opens
 * DATA_DIR itself). PostgreSQL and S3 are backed up with their own tools: docs/deploy.md.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length > 1) fail(usage);
  const config = loadCommandConfig();
  if (config.databaseUrl) {
    fail(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the files with your object store ' +
        `(bucket versioning); see docs/deploy.md#backups. ${commandNameOf('backup')} is for the embedded database.`,
    );
  }
  if (!existsSync(config.dataDir)) fail(`There is no DATA_DIR at ${config.dataDir}: nothing to back up.`);
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // `-`: to standard output, for `docker exec … backup.js - > backup.tar`; messages go to standard error.
  const isStdout = positionals[0] === '-';
  const file = isStdout ? '-' : resolve(positionals[0] ?? `sitedesk-backup-${stamp}.tar`);
  if (!isStdout && existsSync(file)) fail(`${file} exists already; name another file.`);
  const report = isStdout ? console.error : console.log;
  const output = () => (isStdout ? process.stdout : createWriteStream(file, { flags: 'wx', mode: 0o600 }));

  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  try {
    if (lock) {
      // Opening a folder without a database would create an empty one: nothing to back up, and a change.
      if (!existsSync(embeddedDatabaseFolder(config.dataDir))) {
        throw new Error(`there is no embedded database in ${config.dataDir}`);
      }
      const summary = await writeBackup(
        { dataDir: config.dataDir, dumpDatabase: () => dumpStoppedEmbeddedDatabase(config.dataDir) },
        output(),
      );
      report(`Backed up ${config.dataDir} (service stopped) to ${file}: ${summary.files} stored files.`);
    } else {
      await requestBackupFromService(config.dataDir, output()).catch((error: unknown) => {
        const code = error instanceof Error && 'code' in error ? error.code : undefined;
        if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
        throw new Error(
          'the service holding DATA_DIR offers no backup socket (an older version, another host, or a ' +
            `DATA_DIR path too long for a socket): stop it and run ${commandNameOf('backup')} again`,
        );
      });
      report(`Backed up ${config.dataDir} (from the running service) to ${file}.`);
    }
  } catch (error) {
    if (!isStdout) await rm(file, { force: true });
    throw error;
  } finally {
    lock?.release();
  }
  report(`Restore it into an empty DATA_DIR with: ${commandLineOf('restore')} ${isStdout ? '<file>' : file}`);
}

main().catch((error: unknown) =>
  fail(`backup failed: ${error instanceof Error ? error.message : String(error)}`),
);
