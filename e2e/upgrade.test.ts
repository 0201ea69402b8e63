import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { embeddedDatabaseFolder } from '@sitedesk/db/embedded-backup';
import { startEmbeddedPostgres } from '@sitedesk/db/embedded-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBackup } from '../apps/server/src/platform/backup/backup-archive';
import { runBackupCommand } from './support/backup-cli';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { signInCookie } from './support/staff-cli';
import { createTestPostgres, type TestPostgres } from './support/test-postgres';

/**
 * Upgrades without fear (issue 30): the last release's data, made by the release itself
 * (scripts/make-upgrade-fixture.ts), is started on by this code. Its migrations run once, the inquiry, its file
 * and the published edit are there, and this code refuses a database a newer release migrated (decision 194).
 */
const fixture = join(repoRoot, 'e2e/fixtures/upgrade-from-0.1.0');
type Made = { inquiryId: string; reference: string };
const manifest = JSON.parse(readFileSync(join(fixture, 'manifest.json'), 'utf8')) as {
  release: string;
  migrations: number;
  owner: { email: string; password: string };
  publishedTitle: string;
  attachment: { fileName: string; sha256: string };
  embedded: Made;
  postgres: Made;
};
const migrationsFolder = join(repoRoot, 'packages/db/migrations');
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number; tag: string }[];
};
const newestKnown = Math.max(...journal.entries.map((entry) => entry.when));
const refusal = /code 1,[\s\S]*upgraded by a newer Sitedesk release: it holds 1 migration this release/;

const running: RunningServer[] = [];
const folders: string[] = [];
const databases: TestPostgres[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  for (const database of databases.splice(0)) await database.dispose();
});

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

async function start(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const server = await startServer(env, { dataDir });
  running.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.stop();
}

type Migration = { hash: string; created_at: string };
type Run = <T>(work: (client: pg.Client) => Promise<T>) => Promise<T>;

const readMigrations = async (client: pg.Client) =>
  (await client.query<Migration>('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id'))
    .rows;

/** A later release's migration, as the database of an instance already upgraded past this code holds it. */
const addLaterMigration = (client: pg.Client) =>
  client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
    'a-migration-of-a-later-release',
    newestKnown + 1,
  ]);

const countRows = async (client: pg.Client) =>
  (
    await client.query<{ inquiries: number; versions: number }>(
      'SELECT (SELECT count(*)::int FROM inquiries) AS inquiries, (SELECT count(*)::int FROM content_versions) AS versions',
    )
  ).rows[0];

/** Migrated once: one row per migration this code knows, each recorded once. */
function expectMigratedOnce(migrations: Migration[]): void {
  expect(migrations.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
}

/** What the release's owner left: the inquiry with its file, the edit they published, their password. */
async function expectReleaseData(server: RunningServer, made: Made): Promise<void> {
  const cookie = await signInCookie(server.url, manifest.owner.email, manifest.owner.password);
  const response = await fetch(`${server.url}/api/desk/inquiries/${made.inquiryId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const detail = (await response.json()) as {
    reference: string;
    attachments: { fileName: string; url: string }[];
  };
  expect(detail.reference).toBe(made.reference);
  expect(detail.attachments.map((file) => file.fileName)).toEqual([manifest.attachment.fileName]);
  const download = await fetch(`${server.url}${detail.attachments[0]?.url}`, { headers: { cookie } });
  expect(download.status).toBe(200);
  const digest = createHash('sha256')
    .update(new Uint8Array(await download.arrayBuffer()))
    .digest('hex');
  expect(digest).toBe(manifest.attachment.sha256);
  const company = await fetch(`${server.url}/en/company`);
  expect(await company.text()).toContain(manifest.publishedTitle);
}

/** The embedded database of a stopped DATA_DIR, opened beside the service as an operator's script would. */
function embeddedRunner(dataDir: string): Run {
  return async (work) => {
    const server = await startEmbeddedPostgres(embeddedDatabaseFolder(dataDir));
    const client = new pg.Client(server.connection);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
      await server.stop();
    }
  };
}

describe(`upgrading from the last release (${manifest.release})`, () => {
  it('restores its embedded backup, migrates once, keeps everything, and an older code meeting a newer schema is refused', async () => {
    // The release's own backup, packed again from the fixture's unpacked copy.
    const backupFile = join(await folder('sitedesk-upgrade-backup-'), 'backup.tar');
    const unpacked = join(fixture, 'embedded/backup');
    const rows = await readFile(join(unpacked, 'database.jsonl.gz'));
    await writeBackup(
      { dataDir: unpacked, dumpDatabase: async () => new Blob([rows]) },
      createWriteStream(backupFile),
    );
    const dataDir = join(await folder('sitedesk-upgrade-embedded-'), 'data');
    await runBackupCommand('restore', backupFile, dataDir);
    const onDatabase = embeddedRunner(dataDir);

    const upgraded = await start({}, dataDir);
    await expectReleaseData(upgraded, manifest.embedded);
    await stop(upgraded);
    const migrations = await onDatabase(readMigrations);
    expectMigratedOnce(migrations);

    // Started again, nothing more to migrate.
    await stop(await start({}, dataDir));
    expect(await onDatabase(readMigrations)).toEqual(migrations);

    const before = await onDatabase(async (client) => {
      await addLaterMigration(client);
      return countRows(client);
    });
    await expect(start({}, dataDir)).rejects.toThrow(refusal);
    const after = await onDatabase(async (client) => ({
      migrations: await readMigrations(client),
      rows: await countRows(client),
    }));
    expect(after.migrations).toHaveLength(migrations.length + 1);
    expect(after.rows).toEqual(before);
  });

  // PostgreSQL's path: TEST_DATABASE_URL (`.ci/run`), or a throwaway server from the embedded binaries.
  it('loads its PostgreSQL dump and files, migrates once, keeps everything, and an older code meeting a newer schema is refused', async () => {
    const database = await createTestPostgres();
    databases.push(database);
    const onDatabase: Run = async (work) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    };
    const dump = gunzipSync(await readFile(join(fixture, 'postgres/database.sql.gz'))).toString('utf8');
    // psql's meta-commands (pg_dump's \restrict guard) are psql's, not SQL: the rest runs as it is.
    await onDatabase((client) => client.query(dump.replace(/^\\.*$/gm, '')));
    const released = await onDatabase(readMigrations);
    expect(released).toHaveLength(manifest.migrations);
    // A released migration is never edited: the ones it ran are, byte for byte, this code's first ones.
    const hashes = journal.entries.slice(0, manifest.migrations).map((entry) =>
      createHash('sha256')
        .update(readFileSync(join(migrationsFolder, `${entry.tag}.sql`)))
        .digest('hex'),
    );
    expect(released.map((row) => row.hash)).toEqual(hashes);

    const dataDir = join(await folder('sitedesk-upgrade-postgres-'), 'data');
    cpSync(join(fixture, 'postgres/files'), dataDir, { recursive: true });
    const env = { DATABASE_URL: database.url };
    const upgraded = await start(env, dataDir);
    await expectReleaseData(upgraded, manifest.postgres);
    await stop(upgraded);
    expectMigratedOnce(await onDatabase(readMigrations));

    const before = await onDatabase(async (client) => {
      await addLaterMigration(client);
      return countRows(client);
    });
    await expect(start(env, dataDir)).rejects.toThrow(refusal);
    expect(await onDatabase(countRows)).toEqual(before);
  });
});
