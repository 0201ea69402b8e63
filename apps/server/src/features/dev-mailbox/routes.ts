import type { Database } from '@sitedesk/db/client';
import { devMailbox, devMailboxAttachments } from '@sitedesk/db/schema';
import { devVisitorAnswerSchema } from '@sitedesk/shared/conversation-api';
import { type DevMailbox, devMailboxQuerySchema } from '@sitedesk/shared/desk-api';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MailDriver } from '../../config';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { InboundMailService } from '../inquiry/inbound';
import { composeVisitorAnswer } from '../inquiry/inbound';
import { answerAsVisitorDoc, downloadMailAttachmentDoc, readMailboxDoc, readMailHtmlDoc } from './openapi';

/**
 * Matches the secret of a link that signs someone in or lets them set a password (`?token=…` of a password
 * reset, an invitation or the set-up link), in text and in HTML (where `&` is `&amp;`).
 */
const secretLinkParameter = /([?&](?:amp;)?token=)[^&\s"'<>]+/g;

/** The mail's text with every link secret replaced, so the link shows what it was for but works for no one. */
export function hideSecretLinks(text: string): string {
  return text.replace(secretLinkParameter, '$1hidden');
}

/** RFC 6266 with an ASCII fallback and the exact name in RFC 5987 encoding. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /api/desk/mailbox`: the e-mails the dev mailer kept, newest first; there is none with a real mailer.
 * `GET /api/desk/mailbox/{id}/html`: one mail's HTML version alone, for a sandboxed frame (decision 170).
 * `GET /api/desk/mailbox/{id}/attachments/{attachmentId}`: a file it carried, as a download.
 * `POST /api/desk/mailbox/{id}/answer-as-visitor`: answers a kept e-mail as its recipient would, through
 * the same parsing and matching as real inbound mail, so the whole conversation can be tried locally.
 */
export function devMailboxRoutes(deps: {
  auth: StaffAuth;
  db: Database;
  mailDriver: MailDriver;
  inbound: InboundMailService;
  /** Who answered as the visitor is recorded: the message itself is the visitor's (decision 183). */
  audit?: AuditLog | undefined;
}) {
  const canManage = requirePermission(deps.auth, 'settings:manage');
  return (
    new Hono<StaffEnv>()
      .post('/mailbox/:id/answer-as-visitor', answerAsVisitorDoc, canManage, async (c) => {
        if (deps.mailDriver !== 'dev') throw new AppError('not_found');
        const { text } = parseWith(devVisitorAnswerSchema, await readJson(c.req.raw));
        const id = c.req.param('id');
        const [kept] = isUuid(id) ? await deps.db.select().from(devMailbox).where(eq(devMailbox.id, id)) : [];
        if (!kept) throw new AppError('not_found');
        const raw = await composeVisitorAnswer(kept, text);
        const outcome = await deps.inbound.receive(raw, { recipients: [] });
        // A kept e-mail without a reply address or a Message-ID of a thread (a staff invitation) has no inquiry.
        if (outcome.kind === 'unmatched') throw new AppError('validation_failed');
        if (outcome.kind === 'rate_limited') throw new AppError('rate_limited');
        // The thread shows the visitor as its sender, as it must for the loop to be tried; the audit log says
        // which member actually wrote it.
        await recordStaffAction(deps.audit, c.var.staff, 'inquiries.answered_as_visitor', {
          type: 'inquiry',
          id: outcome.inquiryId,
        });
        return c.json(
          outcome.kind === 'stored'
            ? { inquiryId: outcome.inquiryId, messageId: outcome.messageId }
            : { inquiryId: outcome.inquiryId, messageId: null },
          201,
        );
      })
      // The HTML version alone, for the mailbox's sandboxed frame; its strict CSP is set in `security-headers`.
      .get('/mailbox/:id/html', readMailHtmlDoc, canManage, async (c) => {
        if (deps.mailDriver !== 'dev') throw new AppError('not_found');
        const id = c.req.param('id');
        const [kept] = isUuid(id)
          ? await deps.db.select({ html: devMailbox.html }).from(devMailbox).where(eq(devMailbox.id, id))
          : [];
        if (!kept) throw new AppError('not_found');
        const shown = c.var.staff.role === 'owner' ? kept.html : hideSecretLinks(kept.html);
        return c.body(shown, 200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'private, no-store',
        });
      })
      // A file the mail carried, always as a download: its stated type is the sender's word, not ours.
      .get('/mailbox/:id/attachments/:attachmentId', downloadMailAttachmentDoc, canManage, async (c) => {
        if (deps.mailDriver !== 'dev') throw new AppError('not_found');
        const id = c.req.param('id');
        const attachmentId = c.req.param('attachmentId');
        const [file] =
          isUuid(id) && isUuid(attachmentId)
            ? await deps.db
                .select({ fileName: devMailboxAttachments.fileName, content: devMailboxAttachments.content })
                .from(devMailboxAttachments)
                .where(and(eq(devMailboxAttachments.id, attachmentId), eq(devMailboxAttachments.mailId, id)))
            : [];
        if (!file) throw new AppError('not_found');
        return c.body(new Uint8Array(file.content), 200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(file.content.byteLength),
          'Content-Disposition': contentDisposition(file.fileName),
          'Cache-Control': 'private, no-store',
        });
      })
      .get('/mailbox', readMailboxDoc, canManage, async (c) => {
        if (deps.mailDriver !== 'dev') throw new AppError('not_found');
        const { page, pageSize } = parseWith(devMailboxQuerySchema, c.req.query());
        const [rows, [total], files] = await Promise.all([
          deps.db
            .select()
            .from(devMailbox)
            .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          deps.db.select({ total: count() }).from(devMailbox),
          // The files of the same page: the newest mails' ids, as the page query orders them.
          deps.db
            .select({
              id: devMailboxAttachments.id,
              mailId: devMailboxAttachments.mailId,
              fileName: devMailboxAttachments.fileName,
              contentType: devMailboxAttachments.contentType,
              sizeBytes: devMailboxAttachments.sizeBytes,
            })
            .from(devMailboxAttachments)
            .where(
              inArray(
                devMailboxAttachments.mailId,
                deps.db
                  .select({ id: devMailbox.id })
                  .from(devMailbox)
                  .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
                  .limit(pageSize)
                  .offset((page - 1) * pageSize),
              ),
            )
            .orderBy(asc(devMailboxAttachments.position)),
        ]);
        // Only owners read sign-in links: anyone else could take over the account a link is for (ADR 091).
        const shown = c.var.staff.role === 'owner' ? (text: string) => text : hideSecretLinks;
        const mailbox: DevMailbox = {
          items: rows.map((row) => {
            const text = shown(row.text);
            return {
              id: row.id,
              from: row.fromAddress,
              to: row.to,
              replyTo: row.replyTo,
              subject: shown(row.subject),
              html: shown(row.html),
              text,
              hasHiddenLinks: text !== row.text,
              createdAt: row.createdAt.toISOString(),
              cc: row.cc,
              htmlUrl: `/api/desk/mailbox/${row.id}/html`,
              attachments: files
                .filter((file) => file.mailId === row.id)
                .map(({ mailId: _mailId, ...file }) => ({
                  ...file,
                  url: `/api/desk/mailbox/${row.id}/attachments/${file.id}`,
                })),
            };
          }),
          total: total?.total ?? 0,
        };
        return c.json(mailbox);
      })
  );
}
