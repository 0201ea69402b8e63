import { bulkActionRequestSchema, bulkUndoRequestSchema, tagRequestSchema } from '@sitedesk/shared/tags-api';
import { Hono } from 'hono';
import { auditSuccessfulWrite } from '../../../http/audit-writes';
import { parseWith, readJson } from '../../../http/parse-request';
import { requirePermission } from '../../../http/require-permission';
import { resourceWriteRoutes } from '../../../http/resource-write-routes';
import type { AuditLog } from '../../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import { createBulkActions } from './bulk-actions';
import { setInquiryTag } from './inquiry-tags';
import {
  bulkActionDoc,
  bulkUndoDoc,
  listTagsDoc,
  putInquiryTagDoc,
  removeInquiryTagDoc,
  tagWriteDocs,
} from './openapi';
import type { DeskServiceDependencies } from './service';
import { createTag, deleteTag, listTags, updateTag } from './tags';

/**
 * `/api/desk/tags` (everyone who reads inquiries lists them; owners and admins keep them, like the desk
 * settings) and `/api/desk/inquiries/:id/tags/:tagId` (whoever may change an inquiry puts a tag on or
 * takes it off), and the bulk actions with their undo (`inquiries:update`). Same-origin is checked for all of `/api/desk/*` in `app.ts`.
 */
export function tagRoutes(deps: DeskServiceDependencies & { auth: StaffAuth; audit?: AuditLog | undefined }) {
  const bulk = createBulkActions(deps);
  const canManage = requirePermission(deps.auth, 'settings:manage');
  const tagsChanged = auditSuccessfulWrite(deps.audit, 'settings.changed', { type: 'settings', id: 'tags' });
  const canUpdate = requirePermission(deps.auth, 'inquiries:update');
  const { db } = deps;
  return (
    new Hono<StaffEnv>()
      .get('/tags', listTagsDoc, requirePermission(deps.auth, 'inquiries:read'), async (c) =>
        c.json(await listTags(db)),
      )
      .route(
        '/',
        resourceWriteRoutes(
          '/tags',
          { guard: canManage, audit: tagsChanged, docs: tagWriteDocs },
          tagRequestSchema,
          {
            create: (request) => createTag(db, request),
            update: (id, request) => updateTag(db, id, request),
            remove: (id) => deleteTag(db, id),
          },
        ),
      )
      // PUT and DELETE of the pair: both are idempotent, so a retried click cannot add a tag twice.
      .put('/inquiries/:id/tags/:tagId', putInquiryTagDoc, canUpdate, async (c) => {
        const change = { inquiryId: c.req.param('id'), tagId: c.req.param('tagId'), isOn: true };
        await setInquiryTag(deps, c.var.staff, change);
        return c.body(null, 204);
      })
      .delete('/inquiries/:id/tags/:tagId', removeInquiryTagDoc, canUpdate, async (c) => {
        const change = { inquiryId: c.req.param('id'), tagId: c.req.param('tagId'), isOn: false };
        await setInquiryTag(deps, c.var.staff, change);
        return c.body(null, 204);
      })
      .post('/inquiries/bulk', bulkActionDoc, canUpdate, async (c) => {
        const request = parseWith(bulkActionRequestSchema, await readJson(c.req.raw));
        return c.json(await bulk.apply(c.var.staff, request));
      })
      .post('/inquiries/bulk/undo', bulkUndoDoc, canUpdate, async (c) => {
        const { token } = parseWith(bulkUndoRequestSchema, await readJson(c.req.raw));
        return c.json(await bulk.undo(c.var.staff, token));
      })
  );
}
