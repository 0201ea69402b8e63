import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema';

/** Any number that is the same for every Sitedesk instance: it names the migration lock. */
const migrationLockKey = 7_318_202_611;

/**
 * The database holds migrations a later release applied (decision 194). Drizzle alone would start on it
 * without a word, an older service writing into tables it does not understand; we refuse to start instead.
 */
export class DatabaseFromNewerReleaseError extends Error {
  constructor(readonly unknownMigrations: number) {
    super(
      `the database was upgraded by a newer Sitedesk release: it holds ${unknownMigrations} ` +
        `migration${unknownMigrations === 1 ? '' : 's'} this release does not know. Nothing was changed. ` +
        'Start the newer release, or restore the backup made before the upgrade (docs/upgrade.md).',
    );
    this.name = 'DatabaseFromNewerReleaseError';
  }
}

/**
 * Several instances may start at once; the advisory lock lets exactly one of them migrate at a time. A
 * database migrated further than this code knows is refused before anything is written (decision 194).
 */
export async function migrateWithLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await refuseNewerMigrations(client, migrationsFolder);
      await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/**
 * Drizzle records each applied migration with its journal time (`created_at`) and applies those newer than
 * the last one recorded, so a row newer than our newest migration came from a later release.
 */
async function refuseNewerMigrations(client: pg.PoolClient, migrationsFolder: string): Promise<void> {
  const { rows: tables } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists",
  );
  if (!tables[0]?.exists) return;
  const newestKnown = newestMigrationTime(migrationsFolder);
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations WHERE created_at > $1',
    [newestKnown],
  );
  const unknown = rows[0]?.count ?? 0;
  if (unknown > 0) throw new DatabaseFromNewerReleaseError(unknown);
}

function newestMigrationTime(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}
