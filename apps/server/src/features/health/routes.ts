import type { Database } from '@sitedesk/db/client';
import { sitedeskVersion } from '@sitedesk/shared/release';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';
import type { ReadinessCheck } from '../../platform/readiness/readiness-check';
import { createOperatorTokenCheck } from './operator-token';
import { checkReadiness } from './readiness';
import { createDatabaseHealthCheck } from './service';

export type HealthDependencies = {
  db: Database;
  instanceId: string;
  readinessChecks: readonly ReadinessCheck[];
  logger: Logger;
  /** The operator's token (METRICS_TOKEN): with it, /api/health names the running release (decision 194). */
  operatorToken: string | undefined;
};

/**
 * `/api/health`: liveness (the process answers and its database takes a write; restart it if not). The
 * operator's bearer token adds the release number, which tells an anonymous visitor which fixes are missing.
 * `/api/ready`: readiness (send it traffic): every check the composition root registered (decision 113).
 */
export function healthRoutes(deps: HealthDependencies) {
  const isDatabaseHealthy = createDatabaseHealthCheck(deps.db, deps.instanceId);
  const isOperator = createOperatorTokenCheck(deps.operatorToken);
  const onFailure = (check: string, error: unknown) =>
    deps.logger.warn({ check, err: error }, 'readiness check failed');
  return new Hono()
    .get('/health', async (c) => {
      if (!(await isDatabaseHealthy())) throw new AppError('database_unavailable');
      c.header('Cache-Control', 'no-store');
      // The answer differs by token: no shared cache may hand the operator's to anyone else.
      c.header('Vary', 'Authorization');
      if (isOperator(c.req.header('authorization')))
        return c.json({ status: 'ok', version: sitedeskVersion });
      return c.json({ status: 'ok' });
    })
    .get('/ready', async (c) => {
      const { isReady, checks } = await checkReadiness(deps.readinessChecks, onFailure);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: isReady ? 'ready' : 'not_ready', checks }, isReady ? 200 : 503);
    });
}
