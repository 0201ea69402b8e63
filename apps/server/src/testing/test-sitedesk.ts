import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { type Config, loadConfig } from '../config';
import { createSitedesk, type SitedeskOptions } from '../sitedesk';
import { openTestDatabase, type TestDatabase } from './test-database';
import { createTestSite, testOrigin } from './test-site';

export type TestSitedesk = ReturnType<typeof createSitedesk> & {
  database: TestDatabase;
  config: Config;
  dispose(): Promise<void>;
};

/**
 * The whole service in-process on a fresh test database, configured from `env` exactly as `main.ts` would
 * be (plus a temporary DATA_DIR and the test site), for `app.request(...)`.
 */
export async function startTestSitedesk(
  env: Record<string, string> = {},
  extra: Pick<SitedeskOptions, 'mailer' | 'beforeCommit' | 'onDeliveryOutcome' | 'pageRenderer'> = {},
): Promise<TestSitedesk> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-data-'));
  const result = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: testOrigin, ...env });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const database = await openTestDatabase();
  const sitedesk = createSitedesk({
    config: result.config,
    db: database.db,
    site: createTestSite(),
    logger: pino({ level: 'silent' }),
    ...extra,
  });
  return {
    ...sitedesk,
    database,
    config: result.config,
    async dispose() {
      await sitedesk.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
