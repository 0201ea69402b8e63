import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema';

/** Any number that is the same for every Sitedesk instance: it names the migration lock. */
const migrationLockKey = 7_318_202_611;

/** Several instances may start at once; the advisory lock lets exactly one of them migrate at a time. */
export async function migrateWithLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
