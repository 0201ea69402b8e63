/**
 * Vitest global set-up for the `server:postgres` project: the migrations run once on the server that
 * TEST_DATABASE_URL names, into a template database; every test database is a copy of it
 * (`testing/test-database.ts`), as on the embedded server. Copying took ~110 ms where migrating a new
 * database took ~260 ms, for each of the ~1,000 services the project starts.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from '../apps/server/src/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the postgres tests.');
  // Named per run: two runs on one server (two checkouts, a run beside CI) never share a template.
  const template = await createPostgresTemplate(
    adminUrl,
    `sitedesk_template_${randomBytes(6).toString('hex')}`,
  );
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
