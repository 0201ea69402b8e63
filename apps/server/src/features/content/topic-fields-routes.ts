import { deskLocaleOf, deskLocales } from '@sitedesk/shared/locales';
import { saveTopicFieldsRequestSchema } from '@sitedesk/shared/topic-fields-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { listTopicFieldsDoc, saveTopicFieldsDoc } from './openapi';
import type { TopicFieldsService } from './topic-fields';

/** Twenty fields of thirty choices, each labelled in 28 languages, fit well within this. */
const maxBodyBytes = 1024 * 1024;

/**
 * `/api/desk/topic-fields` (contract: `@sitedesk/shared/topic-fields-api`, decision 225): the extra fields of
 * each inquiry topic. Same-origin is checked for every desk write in `app.ts`.
 */
export function topicFieldsRoutes(deps: {
  auth: StaffAuth;
  service: TopicFieldsService;
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
    .get('/', listTopicFieldsDoc, canEdit, async (c) => c.json(await deps.service.overview(c.var.staff)))
    .put('/:topic', saveTopicFieldsDoc, canEdit, limit, async (c) => {
      const topic = c.req.param('topic');
      const messageLocale = deskLocaleOf(negotiateLocale(c.req.header('accept-language'), deskLocales));
      const { fields } = parseWith(
        saveTopicFieldsRequestSchema,
        await readJson(c.req.raw, messageLocale),
        messageLocale,
      );
      const saved = await deps.service.save(c.var.staff, topic, fields);
      await recordStaffAction(deps.audit, c.var.staff, 'content.published', {
        type: 'content',
        id: `topic-fields:${topic}`,
      });
      return c.json(saved);
    });
}
