import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A copy of a Sitedesk database's rows as SQL sees them (decision 140): what `npm run backup` stores for
 * the embedded database and how a PGlite data folder from an earlier release moves into the embedded
 * PostgreSQL. It holds no schema: the copy names how many migrations its database had, and is loaded into a
 * database migrated exactly that far. Gzipped JSON lines: a header, then per table its name and its rows
 * (`row_to_json`, which `json_populate_recordset` reads back type for type), then the sequences.
 */
export type RunSql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

type Header = { format: 'sitedesk-database'; version: 1; migrations: number };
type Line =
  | Header
  | { table: string }
  | { row: string }
  | { sequence: string; value: string; isCalled: boolean };

const batchRows = 2000;

/** Is this blob a logical copy (and not, say, PGlite's data-folder dump of earlier backups)? */
export function isLogicalCopy(bytes: Uint8Array): boolean {
  try {
    const first = gunzipSync(bytes).subarray(0, 200).toString('utf8');
    return first.startsWith('{"format":"sitedesk-database"');
  } catch {
    return false;
  }
}

/** Reads every row of the public schema; `run` must see one snapshot (a REPEATABLE READ transaction). */
export async function dumpRows(run: RunSql): Promise<Uint8Array<ArrayBuffer>> {
  const lines: string[] = [];
  const [count] = await run('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  const header: Header = { format: 'sitedesk-database', version: 1, migrations: Number(count?.n ?? 0) };
  lines.push(JSON.stringify(header));
  for (const table of await publicTables(run)) {
    lines.push(JSON.stringify({ table } satisfies Line));
    // Page by physical position: stable inside the snapshot, and no row held twice in memory.
    let after = '(0,0)';
    for (;;) {
      const rows = await run(
        `SELECT ctid::text AS at, row_to_json(t)::text AS row FROM public.${quote(table)} t
         WHERE ctid > $1::tid ORDER BY ctid LIMIT ${batchRows}`,
        [after],
      );
      for (const { row } of rows) lines.push(JSON.stringify({ row: String(row) } satisfies Line));
      if (rows.length < batchRows) break;
      after = String(rows[rows.length - 1]?.at);
    }
  }
  const sequences = await run(
    `SELECT sequencename AS name, last_value::text AS value, last_value IS NOT NULL AS called
     FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  for (const { name, value, called } of sequences) {
    if (!called) continue;
    lines.push(
      JSON.stringify({ sequence: String(name), value: String(value), isCalled: true } satisfies Line),
    );
  }
  return new Uint8Array(gzipSync(`${lines.join('\n')}\n`));
}

/** How many migrations the copied database had: load it into a database migrated exactly that far. */
export function migrationsOf(copy: Uint8Array): number {
  const first = gunzipSync(copy).toString('utf8', 0, 200).split('\n')[0] ?? '';
  const header = JSON.parse(first) as Header;
  if (header.format !== 'sitedesk-database' || header.version !== 1) {
    throw new Error('Not a Sitedesk database copy.');
  }
  return header.migrations;
}

/**
 * Replaces every table's rows with the copy's, in one transaction of `run`'s connection (which must be a
 * superuser's: foreign keys and triggers are off while loading, as the rows were consistent when copied).
 */
export async function loadRows(run: RunSql, copy: Uint8Array): Promise<void> {
  const lines = gunzipSync(copy).toString('utf8').split('\n');
  await run('BEGIN');
  try {
    await run('SET LOCAL session_replication_role = replica');
    for (const table of await publicTables(run)) await run(`DELETE FROM public.${quote(table)}`);
    let table: string | undefined;
    let columns = '';
    let pending: string[] = [];
    const flush = async () => {
      if (!table || pending.length === 0) return;
      await run(
        `INSERT INTO public.${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
        [`[${pending.join(',')}]`],
      );
      pending = [];
    };
    for (const text of lines.slice(1)) {
      if (!text) continue;
      const line = JSON.parse(text) as Line;
      if ('table' in line) {
        await flush();
        table = line.table;
        columns = (await insertableColumns(run, table)).map(quote).join(', ');
      } else if ('row' in line) {
        pending.push(line.row);
        if (pending.length >= batchRows) await flush();
      } else if ('sequence' in line) {
        await flush();
        await run('SELECT setval($1::regclass, $2::bigint, $3)', [
          `public.${quote(line.sequence)}`,
          line.value,
          line.isCalled,
        ]);
      }
    }
    await flush();
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK');
    throw error;
  }
}

/**
 * A copy of the migrations folder that ends after its first `count` migrations, so a database can be
 * brought to exactly the state a copy was made in. The caller removes the folder.
 */
export function migrationsFolderUpTo(migrationsFolder: string, count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'sitedesk-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  if (count > journal.entries.length) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(
      `The copy comes from a newer Sitedesk (${count} database migrations, this one knows ` +
        `${journal.entries.length}): restore it with that version or a later one.`,
    );
  }
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function publicTables(run: RunSql): Promise<string[]> {
  const rows = await run("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  return rows.map((row) => String(row.tablename));
}

/** Generated columns are computed again on insert; they cannot be written. */
async function insertableColumns(run: RunSql, table: string): Promise<string[]> {
  const rows = await run(
    `SELECT attname FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((row) => String(row.attname));
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
