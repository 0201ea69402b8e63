import { createReadStream, createWriteStream, type Dirent, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { z } from 'zod';

/**
 * A Sitedesk backup (decision 114): a tar file, readable with `tar -tf`, holding
 *   sitedesk-backup.json   what it is (first entry, checked before anything is restored)
 *   database.jsonl.gz      the embedded database's rows, one consistent snapshot (decision 140); backups of
 *                          earlier releases hold `postgres.tar.gz` (PGlite's data folder) instead, still read
 *   secret-key             DATA_DIR/secret-key, when the key was generated there (signed links, hashes)
 *   blobs/…                every stored file, as it lies under DATA_DIR/blobs
 */
const manifestName = 'sitedesk-backup.json';
const databaseName = 'database.jsonl.gz';
const pgliteDatabaseName = 'postgres.tar.gz';
const secretKeyName = 'secret-key';
const blobsPrefix = 'blobs/';

const manifestSchema = z.object({
  format: z.literal('sitedesk-backup'),
  version: z.literal(1),
  createdAt: z.string(),
});

export type BackupSource = {
  dataDir: string;
  /** The database's consistent dump; taken before the files are read (see `writeBackup`). */
  dumpDatabase: () => Promise<Blob>;
};

export type BackupSummary = { databaseBytes: number; files: number; fileBytes: number };

/**
 * Writes a backup of `source` to `output`. The database first, then the files: a file is written before the
 * transaction that refers to it commits, so every file the dump refers to is already on disk when the files
 * are read. Files written later are copied too and are merely unreferenced (the orphan sweep removes them).
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<BackupSummary> {
  const archive = pack();
  const written = pipeline(archive, output);
  // Awaited below on success; on failure the error thrown here is the one to report.
  written.catch(() => {});
  const summary: BackupSummary = { databaseBytes: 0, files: 0, fileBytes: 0 };
  try {
    const manifest = { format: 'sitedesk-backup', version: 1, createdAt: new Date().toISOString() };
    await addBuffer(archive, manifestName, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    const dump = Buffer.from(await (await source.dumpDatabase()).arrayBuffer());
    await addBuffer(archive, databaseName, dump);
    summary.databaseBytes = dump.length;
    const secretKeyPath = join(source.dataDir, secretKeyName);
    if (existsSync(secretKeyPath)) await addBuffer(archive, secretKeyName, await readFile(secretKeyPath));
    const blobsRoot = join(source.dataDir, 'blobs');
    for await (const path of filesUnder(blobsRoot)) {
      const name = `${blobsPrefix}${relative(blobsRoot, path).split(sep).join('/')}`;
      const size = await addFile(archive, name, path);
      if (size === undefined) continue;
      summary.files += 1;
      summary.fileBytes += size;
    }
    archive.finalize();
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  await written;
  return summary;
}

export type RestoredBackup = { createdAt: string; database: Blob; files: number };

/**
 * Reads a backup into `dataDir` (which must hold no database and no files yet): files and the secret key
 * are written at once, the database dump is returned for `restoreEmbeddedDatabase`. Entry names are
 * checked, so an archive cannot write outside DATA_DIR.
 */
export async function readBackup(input: Readable, dataDir: string): Promise<RestoredBackup> {
  const entries = extract();
  const reading = pipeline(input, entries);
  // Awaited at the end; an entry refused below breaks the pipeline off, and the refusal is what to report.
  reading.catch(() => {});
  let manifest: z.infer<typeof manifestSchema> | undefined;
  let database: Blob | undefined;
  let files = 0;
  for await (const entry of entries) {
    const name = entry.header.name;
    if (!manifest) {
      const parsed =
        name === manifestName ? manifestSchema.safeParse(JSON.parse(await text(entry))) : undefined;
      if (!parsed?.success)
        throw new Error('This file is not a Sitedesk backup (no sitedesk-backup.json first).');
      manifest = parsed.data;
    } else if (name === databaseName || name === pgliteDatabaseName) {
      database = new Blob([await bytes(entry)]);
    } else if (name === secretKeyName) {
      const path = join(dataDir, secretKeyName);
      await pipeline(entry, createWriteStream(path, { mode: 0o600 }));
      await chmod(path, 0o600);
    } else if (name.startsWith(blobsPrefix) && isSafeRelativePath(name.slice(blobsPrefix.length))) {
      const path = join(dataDir, 'blobs', ...name.slice(blobsPrefix.length).split('/'));
      await mkdir(dirname(path), { recursive: true });
      await pipeline(entry, createWriteStream(path));
      files += 1;
    } else {
      throw new Error(`Unexpected entry in the backup: ${name}`);
    }
  }
  await reading;
  if (!manifest || !database) throw new Error('The backup is incomplete: it holds no database.');
  return { createdAt: manifest.createdAt, database, files };
}

function isSafeRelativePath(path: string): boolean {
  const segments = path.split('/');
  return segments.every((segment) => /^[a-z0-9][a-z0-9._-]*$/.test(segment) && segment !== '..');
}

async function* filesUnder(folder: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    // Half-written files (`.tmp`) are not blobs yet; their blob's transaction has not committed.
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield path;
  }
}

function addBuffer(archive: ReturnType<typeof pack>, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    archive.entry({ name, size: content.length, mode: 0o600, mtime: new Date() }, content, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** Streams one file into the archive; `undefined` when it was deleted meanwhile (an erased inquiry's file). */
async function addFile(
  archive: ReturnType<typeof pack>,
  name: string,
  path: string,
): Promise<number | undefined> {
  let source: Readable;
  let size: number;
  try {
    size = (await stat(path)).size;
    source = createReadStream(path);
    await new Promise<void>((resolve, reject) => {
      source.once('open', () => resolve());
      source.once('error', reject);
    });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  await pipeline(source, archive.entry({ name, size, mode: 0o600, mtime: new Date() }));
  return size;
}

async function bytes(stream: AsyncIterable<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  return new Uint8Array(Buffer.concat(chunks));
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  return Buffer.from(await bytes(stream)).toString('utf8');
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
