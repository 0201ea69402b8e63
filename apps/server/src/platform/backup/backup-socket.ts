import { chmod, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, request } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { BackupSource } from './backup-archive';

/**
 * How `npm run backup` reaches the service that holds the embedded database (decision 114): a Unix socket
 * in DATA_DIR, readable and writable by the service's user only. Whoever may open it may read DATA_DIR
 * anyway, so the file system's permission is the authorisation; nothing listens on the network.
 */
export const backupSocketPath = (dataDir: string): string => join(dataDir, 'sitedesk.sock');

/** Unix socket paths are limited to about 107 bytes. */
const maxSocketPathLength = 100;

export type BackupSocket = { close(): Promise<void> };

/** `undefined` when the socket cannot be made (a DATA_DIR path too long for one): backups need a stop then. */
export async function startBackupSocket(
  source: BackupSource,
  logger: Logger,
): Promise<BackupSocket | undefined> {
  const path = backupSocketPath(source.dataDir);
  if (Buffer.byteLength(path) > maxSocketPathLength) {
    logger.warn('DATA_DIR is too long a path for the backup socket: stop the service to back up');
    return undefined;
  }
  let running = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    // One backup at a time: two at once would only compete for the disk.
    running = running.then(async () => {
      res.writeHead(200, { 'content-type': 'application/x-tar' });
      try {
        // The archive writer loads when a backup is asked for, not at start (decision 149).
        const { writeBackup } = await import('./backup-archive');
        const summary = await writeBackup(source, res);
        logger.info(summary, 'backup written');
      } catch (error) {
        logger.error({ err: error }, 'backup failed');
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  // Left behind by a process that was killed; this process holds the DATA_DIR lock, so it is not in use.
  await rm(path, { force: true });
  // Created owner-only from the start: a chmod after listen would leave a moment in which the umask decides.
  const previousUmask = process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(previousUmask);
  }
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the running service for a backup and writes it to `output`; rejects if the service broke off. */
export async function requestBackupFromService(dataDir: string, output: Writable): Promise<void> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: '/backup', method: 'GET' }, resolve);
    req.once('error', reject);
    req.end();
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`the service answered ${response.statusCode}`);
  }
  await pipeline(response, output);
  // A response the service broke off (its `destroy`) ends without the tar's closing blocks.
  if (!response.complete) throw new Error('the service broke the backup off; see its log');
}
