import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import { type MetricsRegistry, prometheusContentType } from '../../platform/metrics/registry';
import { createOperatorTokenCheck } from './operator-token';

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` (decision 113). Without
 * a token configured the endpoint does not exist (404); a missing or wrong token is a 401.
 */
export function metricsRoutes(deps: { registry: MetricsRegistry; token: string | undefined }) {
  const isOperator = createOperatorTokenCheck(deps.token);
  return new Hono().get('/', async (c) => {
    if (!deps.token) throw new AppError('not_found');
    if (!isOperator(c.req.header('authorization'))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized');
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', prometheusContentType);
    return c.body(await deps.registry.render());
  });
}
