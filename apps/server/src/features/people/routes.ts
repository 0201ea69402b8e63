import { Readable } from 'node:stream';
import { erasureRequestConfirmSchema } from '@sitedesk/shared/people-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import {
  confirmErasureRequestDoc,
  erasePersonDoc,
  exportPersonDoc,
  listErasureRequestsDoc,
  searchPersonDoc,
} from './openapi';
import { personBodyLimit, readPersonEmail } from './person-request';
import type { PeopleService } from './service';

/**
 * `/api/desk/people/*` (decision 185): a person's data, found, exported and erased by e-mail address. The
 * address travels in a POST body, never in the URL (access logs, browser history); same-origin is checked
 * for every desk write in `app.ts`.
 */
export function peopleRoutes(deps: { auth: StaffAuth; service: PeopleService }) {
  const canManage = requirePermission(deps.auth, 'people:manage');
  const limit = personBodyLimit();
  const emailOf = readPersonEmail;

  return new Hono<StaffEnv>()
    .post('/people/search', searchPersonDoc, canManage, limit, async (c) =>
      c.json(await deps.service.search(c.var.staff, await emailOf(c.req.raw))),
    )
    .post('/people/export', exportPersonDoc, canManage, limit, async (c) => {
      const zip = await deps.service.exportZip(c.var.staff, await emailOf(c.req.raw));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(Readable.toWeb(zip) as ReadableStream, {
        headers: {
          'Content-Type': 'application/zip',
          // Never the address in the name: downloads folders are shared and synced.
          'Content-Disposition': `attachment; filename="personal-data-${day}.zip"`,
          'Cache-Control': 'no-store',
        },
      });
    })
    .post('/people/erase', erasePersonDoc, canManage, limit, async (c) =>
      c.json(await deps.service.erase(c.var.staff, await emailOf(c.req.raw))),
    )
    .get('/people/erasure-requests', listErasureRequestsDoc, canManage, async (c) =>
      c.json(await deps.service.openRequests(c.var.staff)),
    )
    .post('/people/erasure-requests/:id/confirm', confirmErasureRequestDoc, canManage, limit, async (c) => {
      const { email } = parseWith(erasureRequestConfirmSchema, await readJson(c.req.raw));
      return c.json(await deps.service.confirmRequest(c.var.staff, c.req.param('id'), email));
    });
}
