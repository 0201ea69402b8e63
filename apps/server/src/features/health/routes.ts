import type { Database } from '@sitedesk/db/client';
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import { isDatabaseHealthy } from './service';

export function healthRoutes(db: Database, instanceId: string) {
  return new Hono().get('/health', async (c) => {
    if (!(await isDatabaseHealthy(db, instanceId))) throw new AppError('database_unavailable');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}
