/**
 * The two databases the database benchmarks compare: the embedded one in a fresh folder, and PostgreSQL
 * (`BENCH_DATABASE_URL`, else a throwaway server). Each run gets its own data folder, removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Database } from '@sitedesk/db/client';
import { sql } from 'drizzle-orm';
import { paths } from '../apps/server/src/paths';
import { startThrowawayPostgres } from './throwaway-postgres';

/** `label` names the database for the figures, e.g. "PostgreSQL 15.14". */
export type DatabaseBench<T> = (label: string, db: Database, dataDir: string) => Promise<T>;

export async function onEmbeddedDatabase<T>(folderPrefix: string, bench: DatabaseBench<T>): Promise<T> {
  return withDataDir(folderPrefix, async (dataDir) => {
    const connection = await connectDatabase({ dataDir, migrationsFolder: paths.migrations });
    try {
      const version = await serverVersion(connection.db);
      return await bench(`embedded (PostgreSQL ${version})`, connection.db, dataDir);
    } finally {
      await connection.close();
    }
  });
}

export async function onPostgres<T>(folderPrefix: string, bench: DatabaseBench<T>): Promise<T> {
  const server = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startThrowawayPostgres();
  try {
    return await withDataDir(folderPrefix, async (dataDir) => {
      const connection = await connectDatabase({
        databaseUrl: server.url,
        dataDir,
        migrationsFolder: paths.migrations,
      });
      try {
        return await bench(`PostgreSQL ${await serverVersion(connection.db)}`, connection.db, dataDir);
      } finally {
        await connection.close();
      }
    });
  } finally {
    server.stop();
  }
}

async function withDataDir<T>(folderPrefix: string, run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function serverVersion(db: Database): Promise<string> {
  const result: unknown = await db.execute(sql`show server_version`);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const [row] = Array.isArray(rows) ? rows : [];
  return typeof row === 'object' && row !== null && 'server_version' in row
    ? (String(row.server_version).split(' ')[0] ?? '?')
    : '?';
}
