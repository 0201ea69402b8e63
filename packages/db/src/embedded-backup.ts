import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedPostgresMajor, isEmbeddedPostgresFolder, startEmbeddedPostgres } from './embedded-postgres';
import { passwordFileOf } from './embedded-postgres-auth';
import {
  dumpRows,
  isLogicalCopy,
  loadRows,
  migrationsFolderUpTo,
  migrationsOf,
  type RunSql,
} from './logical-copy';
import { migrateWithLock } from './migrate';
import * as schema from './schema';

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseFolder = (dataDir: string): string => join(dataDir, 'postgres');

/**
 * A consistent copy of a running embedded database (decisions 114, 140): every row as one REPEATABLE READ
 * snapshot sees it, so it holds exactly the transactions committed when it began.
 */
export async function dumpRunningEmbeddedDatabase(pool: pg.Pool): Promise<Blob> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      return new Blob([await dumpRows(runOn(client))]);
    } finally {
      await client.query('COMMIT');
    }
  } finally {
    client.release();
  }
}

/** The same, for a DATA_DIR no process has open (the caller holds its lock). Changes no row in it. */
export async function dumpStoppedEmbeddedDatabase(dataDir: string): Promise<Blob> {
  const folder = embeddedDatabaseFolder(dataDir);
  // Not converted yet (the service has not started since the upgrade): PGlite's own dump, as before.
  if (!isEmbeddedPostgresFolder(folder)) return dumpPgliteFolder(folder);
  const server = await startEmbeddedPostgres(folder);
  const pool = quietPool(server.connection);
  try {
    return await dumpRunningEmbeddedDatabase(pool);
  } finally {
    await pool.end();
    await server.stop();
  }
}

/**
 * Puts a dump back into an empty DATA_DIR's database folder: a logical copy is loaded into a new embedded
 * PostgreSQL migrated as far as the copy's database was (later migrations run at the next start); a PGlite
 * dump from an earlier release is unpacked as it was, and converted at the next start.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  dump: Blob,
  migrationsFolder: string,
): Promise<void> {
  const folder = embeddedDatabaseFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: restore into an empty DATA_DIR`);
  }
  const bytes = new Uint8Array(await dump.arrayBuffer());
  if (!isLogicalCopy(bytes)) {
    mkdirSync(folder, { recursive: true });
    const { PGlite } = await loadPglite();
    const client = new PGlite(folder, { loadDataDir: dump });
    await client.waitReady;
    await client.close();
    return;
  }
  const migrations = migrationsFolderUpTo(migrationsFolder, migrationsOf(bytes));
  try {
    await loadIntoNewServer(folder, bytes, migrations);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(migrations, { recursive: true, force: true });
  }
}

async function loadIntoNewServer(folder: string, copy: Uint8Array, migrationsFolder: string): Promise<void> {
  const server = await startEmbeddedPostgres(folder);
  const pool = quietPool(server.connection);
  try {
    await migrateWithLock(pool, migrationsFolder);
    const client = await pool.connect();
    try {
      await loadRows(runOn(client), copy);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await server.stop();
  }
}

/**
 * Earlier releases kept the embedded database in PGlite (decision 140 replaced it). At the first start
 * after the upgrade its rows move into a new embedded PostgreSQL: PGlite's folder is migrated and copied
 * into `postgres-converting`, which then takes its place; PGlite's folder stays as `postgres-pglite` until the
 * operator deletes it. A start interrupted half-way finds the marker (conversion complete) or starts over.
 */
export async function convertPgliteFolder(
  dataDir: string,
  migrationsFolder: string,
  notice: (message: string) => void = () => {},
): Promise<void> {
  const folder = embeddedDatabaseFolder(dataDir);
  const staging = join(dataDir, 'postgres-converting');
  const done = join(dataDir, 'postgres-converting.done');
  if (existsSync(staging)) {
    if (existsSync(done) && !existsSync(folder)) {
      renameSync(staging, folder);
      movePasswordFile(staging, folder);
      rmSync(done, { force: true });
      return;
    }
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(done, { force: true });
  if (!existsSync(folder) || readdirSync(folder).length === 0 || isEmbeddedPostgresFolder(folder)) return;
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new Error(`${folder} is neither Sitedesk's PostgreSQL nor a PGlite data folder: move it aside.`);
  }
  notice(`Moving the embedded database in ${folder} from PGlite to PostgreSQL ${embeddedPostgresMajor}…`);
  const copy = await dumpPgliteRows(folder, migrationsFolder);
  // The new server gets the copy's schema; the later migrations run at connect, as after a restore, so
  // their backfills (search documents, reminder times) see the rows.
  const copyMigrations = migrationsFolderUpTo(migrationsFolder, migrationsOf(copy));
  try {
    await loadIntoNewServer(staging, copy, copyMigrations);
  } finally {
    rmSync(copyMigrations, { recursive: true, force: true });
  }
  writeFileSync(done, '');
  const kept = freeName(join(dataDir, 'postgres-pglite'));
  renameSync(folder, kept);
  renameSync(staging, folder);
  movePasswordFile(staging, folder);
  rmSync(done, { force: true });
  notice(
    `The embedded database now runs on PostgreSQL ${embeddedPostgresMajor}. PGlite's folder is kept at ` +
      `${kept}: delete it once you have checked your data (npm run backup no longer needs it).`,
  );
}

async function dumpPgliteRows(folder: string, migrationsFolder: string): Promise<Uint8Array<ArrayBuffer>> {
  const { PGlite } = await loadPglite();
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(folder);
  await client.waitReady;
  // PGlite runs the migrations of the releases that used it, and no later ones: from 0021 on they need
  // extensions PGlite does not ship (`unaccent`, decision 172).
  const pgliteMigrations = migrationsFolderUpTo(migrationsFolder, pgliteMigrationCount);
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: pgliteMigrations });
    return await client.transaction((tx) =>
      dumpRows(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
    );
  } finally {
    await client.close();
    rmSync(pgliteMigrations, { recursive: true, force: true });
  }
}

/** Migrations 0000–0020: the last a PGlite folder is brought to before its rows move (decision 140). */
const pgliteMigrationCount = 21;

/** PGlite's consistent dump of its data folder (decision 114), for a folder not converted yet. */
async function dumpPgliteFolder(folder: string): Promise<Blob> {
  const { PGlite } = await loadPglite();
  const client = new PGlite(folder);
  await client.waitReady;
  try {
    await client.exec('CHECKPOINT');
    return await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  } finally {
    await client.close();
  }
}

/**
 * PGlite is needed only for a data folder or a backup of an earlier release: loaded then, it costs a
 * service that never meets one nothing at start (~5 MB RSS, decision 141).
 */
const loadPglite = () => import('@electric-sql/pglite');

/**
 * A pool for one short job on a server stopped right after: `pool.end()` resolves before the sockets
 * close, and the server's shutdown then ends them with an error nobody needs to hear.
 */
function quietPool(connection: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...connection, max: 1 });
  pool.on('error', () => {});
  return pool;
}

/** The password goes with its folder (a missing one would be replaced at the next start, decision 141). */
function movePasswordFile(from: string, to: string): void {
  if (existsSync(passwordFileOf(from))) renameSync(passwordFileOf(from), passwordFileOf(to));
}

function freeName(path: string): string {
  if (!existsSync(path)) return path;
  for (let n = 2; ; n++) if (!existsSync(`${path}-${n}`)) return `${path}-${n}`;
}

function runOn(client: pg.PoolClient): RunSql {
  return async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[];
}
