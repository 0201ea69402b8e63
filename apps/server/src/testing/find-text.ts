import type { Database } from '@sitedesk/db/client';
import { type SQL, sql } from 'drizzle-orm';

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer with `{ rows }`; the shared Database type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table of the application's schema with a row whose text form (every column, JSON and the search
 * index included) contains `text`, ignoring case: for proving that something is gone everywhere.
 */
export async function tablesMentioning(db: Database, text: string): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hits: number }>(
      db,
      sql`select count(*)::int as hits from ${sql.identifier(name)} as t where t::text ilike ${`%${text}%`}`,
    );
    if ((row?.hits ?? 0) > 0) found.push(name);
  }
  return found;
}
