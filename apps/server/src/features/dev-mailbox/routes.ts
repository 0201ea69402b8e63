import type { Database } from '@sitedesk/db/client';
import { devMailbox } from '@sitedesk/db/schema';
import { type DevMailbox, devMailboxQuerySchema } from '@sitedesk/shared/desk-api';
import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MailDriver } from '../../config';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../auth/staff';

/**
 * Matches the secret of a link that signs someone in or lets them set a password (`?token=…` of a password
 * reset, an invitation or the set-up link), in text and in HTML (where `&` is `&amp;`).
 */
const secretLinkParameter = /([?&](?:amp;)?token=)[^&\s"'<>]+/g;

/** The mail's text with every link secret replaced, so the link shows what it was for but works for no one. */
export function hideSecretLinks(text: string): string {
  return text.replace(secretLinkParameter, '$1hidden');
}

/** `GET /api/desk/mailbox`: the e-mails the dev mailer kept, newest first; there is none with a real mailer. */
export function devMailboxRoutes(deps: { auth: StaffAuth; db: Database; mailDriver: MailDriver }) {
  return new Hono<StaffEnv>().get('/mailbox', requirePermission(deps.auth, 'settings:manage'), async (c) => {
    if (deps.mailDriver !== 'dev') throw new AppError('not_found');
    const { page, pageSize } = parseWith(devMailboxQuerySchema, c.req.query());
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(devMailbox)
        .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      deps.db.select({ total: count() }).from(devMailbox),
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
        };
      }),
      total: total?.total ?? 0,
    };
    return c.json(mailbox);
  });
}
