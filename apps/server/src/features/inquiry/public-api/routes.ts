import {
  type ApiInquiryChanged,
  type ApiKeyScope,
  apiInquiryListQuerySchema,
  apiInquiryUpdateSchema,
} from '@sitedesk/shared/api-keys-api';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../../http/app-error';
import { parseWith, readJson } from '../../../http/parse-request';
import { requireCan } from '../../../http/require-permission';
import type { ApiKeyEnv } from '../../../platform/auth/api-key';
import { setInquiryTag } from '../desk/inquiry-tags';
import { createDeskService, type DeskServiceDependencies } from '../desk/service';
import type { createInquiryService } from '../intake';
import { jsonBodyLimit, smallBodyBytes } from './body-limits';
import { inquiryNoteAndCreateRoutes } from './notes-and-create-routes';
import { changeInquiryDoc, listInquiriesDoc, readInquiryDoc } from './openapi';
import { selectApiInquiry, selectApiInquiryPage, selectKnownTagIds } from './repository';

export type PublicInquiryRoutesDependencies = DeskServiceDependencies & {
  /** The key's guard for a scope (features/api-keys): 403 without it. */
  requireScope: (scope: ApiKeyScope) => MiddlewareHandler<ApiKeyEnv>;
  /** The contact form's intake: `POST /api/v1/inquiries` goes through it (decision 235). */
  inquiries: { service: ReturnType<typeof createInquiryService> };
  /** Derives an `Idempotency-Key`'s inquiry id and keys the hash of the body it came with (decision 235). */
  secret: string;
  /** Inquiries one key may create per hour (`API_KEY_INQUIRIES_PER_HOUR`; 0: no limit). */
  inquiriesPerHour: number;
};

/**
 * `/api/v1/inquiries` (decision 231): list with an opaque cursor, read one with its thread, change status,
 * assignee and tags. Changes go through the desk's own service functions, so the inquiry's activity, the
 * open desks, the webhooks (`inquiry.updated`) and the mails hear of them as of a change in the desk; the
 * key's creator is the one who acted. The key's guard (mounted in app.ts) has authenticated the caller.
 */
export function publicInquiryRoutes(deps: PublicInquiryRoutesDependencies) {
  const desk = createDeskService(deps);
  const { db } = deps;
  const smallBody = jsonBodyLimit(smallBodyBytes);
  return new Hono<ApiKeyEnv>()
    .get('/inquiries', listInquiriesDoc, deps.requireScope('inquiries:read'), async (c) => {
      requireCan(c.var.apiKey.staff, 'inquiries:read');
      const query = parseWith(apiInquiryListQuerySchema, c.req.query());
      return c.json(await selectApiInquiryPage(db, query));
    })
    .get('/inquiries/:id', readInquiryDoc, deps.requireScope('inquiries:read'), async (c) => {
      requireCan(c.var.apiKey.staff, 'inquiries:read');
      const found = await selectApiInquiry(db, c.req.param('id'));
      if (!found) throw new AppError('not_found');
      return c.json(found);
    })
    .patch('/inquiries/:id', changeInquiryDoc, deps.requireScope('inquiries:write'), smallBody, async (c) => {
      const { staff } = c.var.apiKey;
      requireCan(staff, 'inquiries:update');
      const id = c.req.param('id');
      const change = parseWith(apiInquiryUpdateSchema, await readJson(c.req.raw));
      const current = await selectApiInquiry(db, id);
      if (!current) throw new AppError('not_found');
      // Every tag is checked before anything changes: an unknown one leaves the inquiry as it was.
      if (change.tagIds) {
        const known = await selectKnownTagIds(db, change.tagIds);
        if (known.size !== change.tagIds.length) {
          throw new AppError('validation_failed', { fields: { tagIds: { code: 'invalid_value' } } });
        }
      }
      if (change.status !== undefined || change.assigneeId !== undefined) {
        await desk.change(staff, id, { status: change.status, assigneeId: change.assigneeId });
      }
      if (change.tagIds) {
        const wanted = new Set(change.tagIds);
        const had = new Set(current.tags.map((tag) => tag.id));
        for (const tagId of change.tagIds.filter((tag) => !had.has(tag))) {
          await setInquiryTag(deps, staff, { inquiryId: id, tagId, isOn: true });
        }
        for (const tagId of [...had].filter((tag) => !wanted.has(tag))) {
          await setInquiryTag(deps, staff, { inquiryId: id, tagId, isOn: false });
        }
      }
      const updated = await selectApiInquiry(db, id);
      if (!updated) throw new AppError('not_found');
      if (c.var.apiKey.scopes.includes('inquiries:read')) return c.json(updated);
      const { reference, status, assigneeId, tags, updatedAt } = updated;
      const changed: ApiInquiryChanged = { id, reference, status, assigneeId, tags, updatedAt };
      return c.json(changed);
    })
    .route('/', inquiryNoteAndCreateRoutes(deps));
}
