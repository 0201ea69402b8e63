import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { phoneMetadataPlugin } from './apps/web/scripts/phone-metadata-plugin.ts';

/**
 * One runner for every kind of test. Tests that need a database are named `*.db.test.ts`. The service's database tests run once on the embedded database and,
 * when TEST_DATABASE_URL names a PostgreSQL server (as `.ci/run` does), once more on that server.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Run by hand only: `S3_TEST_ENDPOINT` (with S3_TEST_BUCKET, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID,
 * S3_TEST_SECRET_ACCESS_KEY, S3_TEST_FORCE_PATH_STYLE) names a real S3 (AWS, R2, MinIO) for the storage
 * contract and the calls the test server lacks (decision 110). Use a bucket for tests only.
 */
const realS3Endpoint = process.env.S3_TEST_ENDPOINT;

/** Database tests about the embedded database itself: its password, its upgrades, its backups. */
const embeddedOnlyTests = [
  'apps/server/src/embedded-database.db.test.ts',
  'packages/db/src/embedded-postgres-auth.db.test.ts',
];

const serverProject = (name: string, database: 'embedded' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.db.test.ts', 'packages/db/src/**/*.db.test.ts'],
    // These start embedded databases of their own and never touch the project's: on PostgreSQL they would
    // repeat the embedded run's work (some 70 s a CI run, and the CPU of ten database starts) and test nothing
    // of that server.
    exclude: database === 'postgres' ? [...embeddedOnlyTests, '**/node_modules/**'] : ['**/node_modules/**'],
    environment: 'node',
    setupFiles: ['./scripts/test-setup.ts'],
    globalSetup: [
      database === 'embedded' ? './scripts/test-embedded-postgres.ts' : './scripts/test-postgres-template.ts',
    ],
    env: { SITEDESK_TEST_DATABASE: database },
    // A worker keeps the modules it imported for its next file: each file builds its own service, database
    // and data folder (testing/test-sitedesk.ts), and the service's modules hold no state of their own but
    // memoised loaders. Importing the service anew took ~4 s a file, 311 s of the PostgreSQL run's 1,744
    // on one worker; without isolation the 73 files imported in 44 s (decision 200).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});

export default defineConfig({
  test: {
    // Most test files wait on something else (a server, Chromium, PostgreSQL), so one more file than cores
    // keeps both cores busy; every file has its own server, data folder and database, so files never meet.
    // Every project shares one pool: the browser files run beside the database files, not after them.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        // The web app's phone field imports its numbering plans from the modules this plugin makes.
        plugins: [phoneMetadataPlugin()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.db.test.ts', '**/*.real-s3.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          environment: 'node',
          setupFiles: ['./scripts/test-setup.ts'],
        },
      },
      serverProject('server:embedded', 'embedded'),
      ...(postgresUrl ? [serverProject('server:postgres', 'postgres')] : []),
      ...(realS3Endpoint
        ? [
            {
              test: {
                name: 'real-s3',
                include: ['apps/server/src/**/*.real-s3.test.ts'],
                environment: 'node',
                setupFiles: ['./scripts/test-setup.ts'],
                testTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/test-setup.ts'],
          testTimeout: 120_000,
          // A suite's start (build served, database migrated and seeded, staff created by the CLI, the
          // server started again) ran past two minutes on CI's two cores with the quotation suites beside
          // it; a start that hangs still fails, later.
          hookTimeout: 240_000,
          // `expect.poll` waits for what a page or the server will do; vitest's default of one second failed
          // a server round trip on CI's loaded two cores (an inline error after a 422). A poll that cannot
          // succeed still fails, only later.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
