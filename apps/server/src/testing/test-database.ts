import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, connectEmbeddedServer, type DatabaseConnection } from '@sitedesk/db/client';
import { startEmbeddedPostgres } from '@sitedesk/db/embedded-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import { paths } from '../paths';

/** `url`: the PostgreSQL database's own URL, for a test that starts several instances on it. */
export type TestDatabase = DatabaseConnection & { url?: string; dispose(): Promise<void> };

/**
 * A fresh, migrated database for one test file: the embedded one in a temporary folder, or, in the
 * `server:postgres` test project, a new database on the server named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  return process.env.SITEDESK_TEST_DATABASE === 'postgres' ? openPostgres() : openEmbedded();
}

/** Where the tests' embedded PostgreSQL listens, as `pg` takes it (the admin database `postgres`). */
export type EmbeddedTestServer = {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
};

/** Creates the migrated template every test database is copied from; returns the admin connection. */
export async function createTemplateDatabase(server: EmbeddedTestServer): Promise<EmbeddedTestServer> {
  const admin = { ...server, database: 'postgres' };
  await withAdmin(admin, (client) => client.query('CREATE DATABASE sitedesk_template'));
  const template = await connectEmbeddedServer(
    { ...admin, database: 'sitedesk_template' },
    { migrationsFolder: paths.migrations },
  );
  await template.close();
  return admin;
}

/**
 * The `server:embedded` project starts one embedded PostgreSQL for the run (scripts/test-embedded-postgres.ts);
 * a test file run in another project gets one of its own, for its process.
 */
let ownServer: Promise<EmbeddedTestServer> | undefined;

function embeddedTestServer(): Promise<EmbeddedTestServer> {
  const provided = inject('embeddedTestServer');
  if (provided) return Promise.resolve(provided);
  ownServer ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sitedesk-test-postgres-'));
    const server = await startEmbeddedPostgres(folder, { maxConnections: 100, removeFolderOnExit: true });
    return createTemplateDatabase(server.connection);
  })();
  return ownServer;
}

async function openEmbedded(): Promise<TestDatabase> {
  const admin = await embeddedTestServer();
  const name = `sitedesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE sitedesk_template`));
  const connection = await connectEmbeddedServer(
    { ...admin, database: name },
    { migrationsFolder: paths.migrations, onConnectionError: () => {} },
  );
  return {
    ...connection,
    dispose: async () => {
      await connection.close();
      await withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The migrated template the `server:postgres` project copies (scripts/test-postgres-template.ts). */
export async function createPostgresTemplate(
  adminUrl: string,
  name: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  await withAdmin({ connectionString: adminUrl }, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const template = await connectDatabase({
    databaseUrl: databaseUrlOn(adminUrl, name),
    dataDir: tmpdir(),
    migrationsFolder: paths.migrations,
  });
  // A database being copied must have no connection open.
  await template.close();
  return {
    name,
    drop: async () => {
      await withAdmin({ connectionString: adminUrl }, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

function databaseUrlOn(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openPostgres(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the postgres tests.');
  const name = `sitedesk_test_${randomBytes(6).toString('hex')}`;
  // The project's migrated template when its global set-up made one; a file run elsewhere migrates its own.
  const template = inject('postgresTemplate');
  await withAdmin({ connectionString: adminUrl }, (admin) =>
    admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = databaseUrlOn(adminUrl, name);
  const connection = await connectDatabase({
    databaseUrl: url,
    dataDir: tmpdir(),
    migrationsFolder: paths.migrations,
    // DROP DATABASE … WITH (FORCE) at the end ends connections the pool may still hold.
    onConnectionError: () => {},
  });
  return {
    ...connection,
    url,
    dispose: async () => {
      await connection.close();
      await withAdmin({ connectionString: adminUrl }, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(config: pg.ClientConfig, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
