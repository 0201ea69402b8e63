import { saveTopicsRequestSchema } from '@sitedesk/shared/inquiry-topics-api';
import { deskLocaleOf, deskLocales } from '@sitedesk/shared/locales';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission, requireStaff } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { InquiryTopicsService } from './inquiry-topics';
import { listTopicsDoc, saveTopicsDoc } from './openapi';

/**
 * Thirty topics named in all 28 languages with 100 three-byte characters each are 255 KiB as the desk sends
 * them, and 501 KiB from a client that escapes every non-ASCII character as `\uXXXX` (Python's `json.dumps`).
 */
const maxBodyBytes = 512 * 1024;

/**
 * `/api/desk/topics` (contract: `@sitedesk/shared/inquiry-topics-api`, decision 245): the form's topics for
 * every staff member, arranged by editors. Same-origin is checked for every desk write in `app.ts`.
 */
export function inquiryTopicsRoutes(deps: {
  auth: StaffAuth;
  service: InquiryTopicsService;
  audit?: AuditLog | undefined;
}) {
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  return new Hono<StaffEnv>()
    .get('/', listTopicsDoc, requireStaff(deps.auth), async (c) => c.json(await deps.service.overview()))
    .put('/', saveTopicsDoc, requirePermission(deps.auth, 'content:edit'), limit, async (c) => {
      const messageLocale = deskLocaleOf(negotiateLocale(c.req.header('accept-language'), deskLocales));
      const { topics } = parseWith(
        saveTopicsRequestSchema,
        await readJson(c.req.raw, messageLocale),
        messageLocale,
      );
      const saved = await deps.service.save(c.var.staff, topics);
      await recordStaffAction(deps.audit, c.var.staff, 'content.published', {
        type: 'content',
        id: 'inquiry-topics',
      });
      return c.json(saved);
    });
}
