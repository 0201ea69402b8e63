import type { Database } from '@sitedesk/db/client';
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import { createDatabaseHealthCheck } from './service';

export function healthRoutes(db: Database, instanceId: string) {
  const isDatabaseHealthy = createDatabaseHealthCheck(db, instanceId);
  return new Hono().get('/health', async (c) => {
    if (!(await isDatabaseHealthy())) throw new AppError('database_unavailable');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}
