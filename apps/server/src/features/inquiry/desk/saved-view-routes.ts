import type { Database } from '@sitedesk/db/client';
import { savedViewRequestSchema } from '@sitedesk/shared/saved-views-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../../http/parse-request';
import { requirePermission } from '../../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views';

/**
 * `/api/desk/saved-views` (decision 186), for every member who reads inquiries; who may change which view
 * is decided per view (its maker, and owners and admins for shared ones). Same-origin is checked for all of
 * `/api/desk/*` in `app.ts`.
 */
export function savedViewRoutes(deps: { db: Database; auth: StaffAuth }) {
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get('/saved-views', canRead, async (c) => c.json(await listSavedViews(db, c.var.staff)))
    .post('/saved-views', canRead, async (c) => {
      const request = parseWith(savedViewRequestSchema, await readJson(c.req.raw));
      return c.json(await createSavedView(db, c.var.staff, request), 201);
    })
    .put('/saved-views/:id', canRead, async (c) => {
      const request = parseWith(savedViewRequestSchema, await readJson(c.req.raw));
      await updateSavedView(db, c.var.staff, c.req.param('id'), request);
      return c.json({ id: c.req.param('id') });
    })
    .delete('/saved-views/:id', canRead, async (c) => {
      await deleteSavedView(db, c.var.staff, c.req.param('id'));
      return c.body(null, 204);
    });
}
