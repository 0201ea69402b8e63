import type { Database } from '@sitedesk/db/client';
import { savedViewRequestSchema } from '@sitedesk/shared/saved-views-api';
import { Hono } from 'hono';
import { requirePermission } from '../../../http/require-permission';
import { resourceWriteRoutes } from '../../../http/resource-write-routes';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import { listSavedViewsDoc, savedViewWriteDocs } from './openapi';
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
    .get('/saved-views', listSavedViewsDoc, canRead, async (c) =>
      c.json(await listSavedViews(db, c.var.staff)),
    )
    .route(
      '/',
      resourceWriteRoutes(
        '/saved-views',
        { guard: canRead, docs: savedViewWriteDocs },
        savedViewRequestSchema,
        {
          create: (request, staff) => createSavedView(db, staff, request),
          update: (id, request, staff) => updateSavedView(db, staff, id, request),
          remove: (id, staff) => deleteSavedView(db, staff, id),
        },
      ),
    );
}
