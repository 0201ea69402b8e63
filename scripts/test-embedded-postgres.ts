/**
 * Vitest global set-up for the `server:embedded` project: one embedded PostgreSQL for the whole run, with a
 * migrated template database; every test database is a copy of the template (`testing/test-database.ts`).
 * The server's folder is removed when it stops, and it stops with this process whatever way it ends.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@sitedesk/db/embedded-postgres';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, type EmbeddedTestServer } from '../apps/server/src/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTestServer: EmbeddedTestServer;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'sitedesk-test-postgres-'));
  const server = await startEmbeddedPostgres(folder, { maxConnections: 300, removeFolderOnExit: true });
  project.provide('embeddedTestServer', await createTemplateDatabase(server.connection));
  return () => server.stop();
}
