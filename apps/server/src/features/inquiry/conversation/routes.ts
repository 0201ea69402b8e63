import type { Database } from '@sitedesk/db/client';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import {
  answerTemplateChangeSchema,
  answerTemplateSchema,
  replyDraftSchema,
  replyRequestSchema,
  staffPreferencesSchema,
} from '@sitedesk/shared/conversation-api';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config, InquirySettings } from '../../../config';
import { AppError } from '../../../http/app-error';
import { parseWith, readFormBody, readJson } from '../../../http/parse-request';
import { negotiateLocale } from '../../../http/request-locale';
import { requirePermission, requireStaff } from '../../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import type { Clock } from '../../../platform/clock/clock';
import type { EventBus } from '../../../platform/events/event-bus';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { createAnswerTemplateService } from './answer-templates';
import {
  changeTemplateDoc,
  createTemplateDoc,
  deleteTemplateDoc,
  discardReplyDraftDoc,
  listTemplatesDoc,
  readPreferencesDoc,
  readReplyDraftDoc,
  readThreadDoc,
  resendMessageDoc,
  savePreferencesDoc,
  saveReplyDraftDoc,
  sendReplyDoc,
} from './openapi';
import { createReplyDraftService } from './reply-drafts';
import { createReplyService, type ReplyWebhookEvents, type UploadedFile } from './reply-service';
import { readStaffPreferences, saveStaffPreferences } from './staff-preferences';

/** Room for the text fields and multipart boundaries on top of the files themselves. */
const fieldsAllowanceBytes = 256 * 1024;

export type ConversationRoutesDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  auth: StaffAuth;
  publicOrigin: string;
  config: Pick<Config, 'mail' | 'replies'>;
  /** Answers take files with the contact form's limits. */
  inquiries: { settings: InquirySettings };
  /** Wakes the mail delivery worker after an answer was queued. */
  onMailQueued?: (() => void) | undefined;
  /** Template changes are audited (decision 183). */
  audit?: AuditLog | undefined;
  /** An answer goes to the webhooks as `message.sent` (decision 226). */
  webhookEvents?: ReplyWebhookEvents | undefined;
  /** What time it is: the answers' hourly limit counts by it; the system clock when left out. */
  now?: Clock | undefined;
};

/** Answering from the desk (decision 100): replies, the thread, drafts, templates, preferences. */
export function conversationRoutes(deps: ConversationRoutesDependencies) {
  const replies = createReplyService({
    db: deps.db,
    storage: deps.storage,
    events: deps.events,
    mail: {
      from: deps.config.mail.from,
      inboundDomain: deps.config.mail.inboundDomain,
      companyName: demoContent.en.company.name,
      publicOrigin: deps.publicOrigin,
    },
    attachments: deps.inquiries.settings,
    rateLimitPerHour: deps.config.replies.rateLimitPerHour,
    onMailQueued: () => deps.onMailQueued?.(),
    webhookEvents: deps.webhookEvents,
    now: deps.now,
  });
  const drafts = createReplyDraftService(deps.db);
  const templates = createAnswerTemplateService(deps.db);
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const canReply = requirePermission(deps.auth, 'inquiries:reply');
  const canManage = requirePermission(deps.auth, 'settings:manage');

  return new Hono<StaffEnv>()
    .post(
      '/inquiries/:id/replies',
      sendReplyDoc,
      canReply,
      bodyLimit({
        maxSize: deps.inquiries.settings.maxTotalAttachmentBytes + fieldsAllowanceBytes,
        onError: () => {
          throw new AppError('payload_too_large');
        },
      }),
      async (c) => {
        const { fields, files } = await readReply(c);
        const request = parseWith(replyRequestSchema, fields);
        const message = await replies.sendReply(c.var.staff, c.req.param('id'), { ...request, files });
        return c.json(message, 201);
      },
    )
    .get('/inquiries/:id/messages', readThreadDoc, canRead, async (c) =>
      c.json(await replies.thread(c.var.staff, c.req.param('id'))),
    )
    .post('/inquiries/:id/messages/:messageId/resend', resendMessageDoc, canReply, async (c) => {
      // No body is needed; one that is declared must be JSON, so a cross-site form cannot post here.
      if (c.req.header('content-type') !== undefined) await readJson(c.req.raw);
      await replies.resend(c.var.staff, c.req.param('id'), c.req.param('messageId'));
      return c.body(null, 202);
    })
    .get('/inquiries/:id/reply-draft', readReplyDraftDoc, canReply, async (c) =>
      c.json(await drafts.read(c.var.staff.userId, c.req.param('id'))),
    )
    .put('/inquiries/:id/reply-draft', saveReplyDraftDoc, canReply, async (c) => {
      const draft = parseWith(replyDraftSchema, await readJson(c.req.raw));
      return c.json(await drafts.save(c.var.staff.userId, c.req.param('id'), draft));
    })
    .delete('/inquiries/:id/reply-draft', discardReplyDraftDoc, canReply, async (c) => {
      await drafts.remove(c.var.staff.userId, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/templates', listTemplatesDoc, canReply, async (c) => c.json(await templates.list()))
    .post('/templates', createTemplateDoc, canManage, async (c) => {
      const fields = parseWith(answerTemplateSchema, await readJson(c.req.raw));
      const created = await templates.create(c.var.staff, fields);
      await recordStaffAction(deps.audit, c.var.staff, 'templates.changed', {
        type: 'template',
        id: created.id,
      });
      return c.json(created, 201);
    })
    .patch('/templates/:id', changeTemplateDoc, canManage, async (c) => {
      const change = parseWith(answerTemplateChangeSchema, await readJson(c.req.raw));
      const updated = await templates.update(c.var.staff, c.req.param('id'), withoutUndefined(change));
      await recordStaffAction(deps.audit, c.var.staff, 'templates.changed', {
        type: 'template',
        id: updated.id,
      });
      return c.json(updated);
    })
    .delete('/templates/:id', deleteTemplateDoc, canManage, async (c) => {
      await templates.remove(c.req.param('id'));
      await recordStaffAction(deps.audit, c.var.staff, 'templates.changed', {
        type: 'template',
        id: c.req.param('id'),
      });
      return c.body(null, 204);
    })
    .get('/me/preferences', readPreferencesDoc, requireStaff(deps.auth), async (c) =>
      c.json(
        await readStaffPreferences(
          deps.db,
          c.var.staff.userId,
          deskLocaleOf(negotiateLocale(c.req.header('accept-language'))),
        ),
      ),
    )
    .put('/me/preferences', savePreferencesDoc, requireStaff(deps.auth), async (c) => {
      const preferences = parseWith(staffPreferencesSchema, await readJson(c.req.raw));
      return c.json(await saveStaffPreferences(deps.db, c.var.staff.userId, preferences));
    });
}

/**
 * An answer as JSON, or as multipart form data: `body`, `cc` and `attachmentIds` (each repeated), and
 * new files under `files`. Both end up as the same plain fields the shared schema checks.
 */
async function readReply(c: Context): Promise<{ fields: unknown; files: UploadedFile[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(c);
  return { fields: await readJson(c.req.raw), files: [] };
}

async function readMultipart(c: Context): Promise<{ fields: unknown; files: UploadedFile[] }> {
  const body = await readFormBody(c);
  const all = (name: string) => {
    const value = body[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const texts = (name: string) => all(name).filter((value): value is string => typeof value === 'string');
  const files: UploadedFile[] = [];
  for (const part of all('files')) {
    if (typeof part === 'string') {
      if (part === '') continue; // An empty file input sends an empty string.
      throw new AppError('bad_request');
    }
    if (part.size === 0 && part.name === '') continue;
    files.push({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return {
    fields: {
      body: texts('body')[0],
      cc: texts('cc').filter((address) => address.trim() !== ''),
      attachmentIds: texts('attachmentIds').filter((id) => id.trim() !== ''),
    },
    files,
  };
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
