import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { App } from '../app';
import { type Config, loadConfig } from '../config';
import type { SiteFiles } from '../features/site/site-files';
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
  extra: Partial<
    Pick<
      SitedeskOptions,
      'mailer' | 'beforeCommit' | 'onDeliveryOutcome' | 'pageRenderer' | 'logger' | 'now' | 'onSpamVerdict'
    >
  > & {
    /** Another instance's database, shared (and left open when this one is disposed). */
    sharedDatabase?: TestDatabase;
    /** The site's files; default: the stand-in site offering every language. */
    site?: SiteFiles;
  } = {},
): Promise<TestSitedesk> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-data-'));
  // Spam checks off unless a test asks for them: most tests post inquiries without a proof of work.
  const result = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    SPAM_CHECKS: 'off',
    SITE_COMPRESSION: 'fast',
    ...env,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { sharedDatabase, site, ...options } = extra;
  const database = sharedDatabase ?? (await openTestDatabase());
  const sitedesk = createSitedesk({
    config: result.config,
    db: database.db,
    site: site ?? createTestSite(),
    ...options,
    logger: extra.logger ?? pino({ level: 'silent' }),
  });
  actAsTheDeskPage(sitedesk.app, result.config.publicOrigin);
  return {
    ...sitedesk,
    database,
    config: result.config,
    async dispose() {
      await sitedesk.close();
      if (!sharedDatabase) await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `app.request(...)` behaves like the desk's own pages in a browser: a state-changing request carries the
 * site's `Origin`, as every browser sends it for `fetch`. A test that sets `Origin` or `Sec-Fetch-Site`
 * itself keeps what it set; `app.fetch(new Request(...))` sends exactly what the test wrote.
 */
function actAsTheDeskPage(app: App, origin: string): void {
  const request = app.request;
  app.request = (input, init, ...rest) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (typeof input !== 'string' || ['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      return request(input, init, ...rest);
    }
    const headers = new Headers(init?.headers);
    if (!headers.has('origin') && !headers.has('sec-fetch-site')) headers.set('origin', origin);
    return request(input, { ...init, headers }, ...rest);
  };
}
