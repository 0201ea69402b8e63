import { deskLocaleOf, deskLocales } from '@sitedesk/shared/locales';
import { saveProductFieldsRequestSchema } from '@sitedesk/shared/product-fields-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { readProductFieldsDoc, saveProductFieldsDoc } from './openapi';
import type { ProductFieldsService } from './product-fields';

/** Twenty fields of thirty choices, each labelled in 28 languages, fit well within this. */
const maxBodyBytes = 1024 * 1024;

/**
 * `/api/desk/product-fields/{entryId}` (contract: `@sitedesk/shared/product-fields-api`, decision 243): a
 * product's own fields. Same-origin is checked for every desk write in `app.ts`.
 */
export function productFieldsRoutes(deps: {
  auth: StaffAuth;
  service: ProductFieldsService;
  audit?: AuditLog | undefined;
}) {
  const canEdit = requirePermission(deps.auth, 'content:edit');
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  return new Hono<StaffEnv>()
    .get('/:entryId', readProductFieldsDoc, canEdit, async (c) =>
      c.json(await deps.service.read(c.var.staff, c.req.param('entryId'))),
    )
    .put('/:entryId', saveProductFieldsDoc, canEdit, limit, async (c) => {
      const entryId = c.req.param('entryId');
      const messageLocale = deskLocaleOf(negotiateLocale(c.req.header('accept-language'), deskLocales));
      const { fields } = parseWith(
        saveProductFieldsRequestSchema,
        await readJson(c.req.raw, messageLocale),
        messageLocale,
      );
      const saved = await deps.service.save(c.var.staff, entryId, fields);
      await recordStaffAction(deps.audit, c.var.staff, 'content.published', {
        type: 'content',
        id: `product-fields:${entryId}`,
      });
      return c.json(saved);
    });
}
