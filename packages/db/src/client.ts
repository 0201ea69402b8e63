import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { convertPgliteFolder, dumpRunningEmbeddedDatabase, embeddedDatabaseFolder } from './embedded-backup';
import { keepDataDirPrivate, startEmbeddedPostgres } from './embedded-postgres';
import { migrateWithLock } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type the rest of the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** Embedded only: a consistent copy of the running database for `npm run backup` (decision 114). */
  dumpEmbedded?: () => Promise<Blob>;
};

export type ConnectOptions = {
  /** A `postgres://` URL; without it, the embedded database under `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  /** Told about connections the PostgreSQL server dropped while idle (they are replaced on demand). */
  onConnectionError?: (error: Error) => void;
  /** Told what the embedded database did that an operator should know (a conversion from PGlite). */
  onNotice?: (message: string) => void;
};

/** Opens the configured database and brings its schema up to date before anything else may use it. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? connectPostgres({ connectionString: options.databaseUrl }, options, 'postgres')
    : connectEmbedded(options);
}

/**
 * The embedded database (decision 140): PostgreSQL run by this process as a child on DATA_DIR/postgres,
 * reached over a Unix socket. A PGlite folder from an earlier release is converted first.
 */
async function connectEmbedded(options: ConnectOptions): Promise<DatabaseConnection> {
  await convertPgliteFolder(options.dataDir, options.migrationsFolder, options.onNotice);
  const folder = embeddedDatabaseFolder(options.dataDir);
  keepDataDirPrivate(options.dataDir, folder);
  const server = await startEmbeddedPostgres(folder, {
    ...(options.onNotice ? { onNotice: options.onNotice } : {}),
  });
  server.onUnexpectedExit((reason) =>
    options.onConnectionError?.(new Error(`the embedded PostgreSQL stopped: ${reason}`)),
  );
  try {
    const connection = await connectEmbeddedServer(server.connection, options);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** A database on an embedded server this process already runs (the service's own, or the tests' shared one). */
export async function connectEmbeddedServer(
  connection: pg.PoolConfig,
  options: Pick<ConnectOptions, 'migrationsFolder' | 'onConnectionError'>,
): Promise<DatabaseConnection> {
  // Two cores serve a small site: three backends keep them busy (five were no faster under the API benchmark
  // and cost ~80 MB more at its peak), and each idle one costs ~20 MB. The pollers (mail, content) keep one
  // connection in use every 2 s; a second one opened when they meet closes after 3 s (decision 156).
  const opened = await connectPostgres(
    { max: 3, idleTimeoutMillis: 3_000, ...connection },
    options,
    'embedded',
  );
  const pool = opened.pool;
  return { ...opened, dumpEmbedded: () => dumpRunningEmbeddedDatabase(pool) };
}

async function connectPostgres(
  connection: pg.PoolConfig,
  options: Pick<ConnectOptions, 'migrationsFolder' | 'onConnectionError'>,
  kind: DatabaseKind,
): Promise<DatabaseConnection & { pool: pg.Pool }> {
  const pool = new pg.Pool({ max: 10, ...connection });
  // An idle connection that the server drops (a restart, a failover) reports here; without a listener
  // Node would crash the process. The pool opens a new connection for the next query.
  // `pool.end()` resolves before its connections' sockets close: a server stopped right after it (the
  // embedded one) ends them, which is no news.
  let isClosed = false;
  pool.on('error', (error) => {
    if (!isClosed) options.onConnectionError?.(error);
  });
  try {
    await migrateWithLock(pool, options.migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const close = () => {
    isClosed = true;
    return pool.end();
  };
  return { db: drizzleNodePostgres(pool, { schema }), kind, close, pool };
}
