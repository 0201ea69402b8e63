import { inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { InquiryStatus } from '@sitedesk/shared/desk-api';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import { and, eq, inArray } from 'drizzle-orm';
import { enqueueMail } from '../../../platform/outbox/enqueue-mail';
import { selectTopicDefinitions } from '../../content/inquiry-topics-repository';
import { notificationRecipientsFor } from '../../desk-settings/repository';
import { findInquiryEntry, type InquiryEntry } from '../intake/inquiry-entry';
import { type InquiryServiceDependencies, outboxMessages } from '../intake/service';
import { issueVisitorPageLink } from '../visitor-page/page-tokens';
import type { Transaction } from './repository';

/** What staff decided about an inquiry's text: the per-installation spam classifier learns from it. */
export type SpamVerdict = { text: string; label: 'spam' | 'ham' };

/** Called inside the transaction that changes the status, so the lesson and the change commit together. */
export type SpamVerdictRecorder = (tx: Transaction, verdict: SpamVerdict) => Promise<void>;

/** What the arrival e-mails need to know about the company (the inquiry service's own settings). */
export type ArrivalMailSettings = InquiryServiceDependencies['mail'];

/**
 * The verdict a status change carries: into spam teaches "spam", out of spam ("Not spam") teaches "ham";
 * a move between two inbox statuses teaches nothing.
 */
export function verdictOf(from: InquiryStatus, to: InquiryStatus): SpamVerdict['label'] | undefined {
  if (from !== 'spam' && to === 'spam') return 'spam';
  if (from === 'spam' && to !== 'spam') return 'ham';
  return undefined;
}

/**
 * "Not spam": queues, in `tx`, the e-mails the inquiry would have sent on arrival (the visitor's
 * confirmation and the staff notification, a job's contact notice), built as on arrival by the inquiry
 * service. A message whose idempotency key is already in the outbox is not queued again, so an inquiry
 * moved to spam and back twice confirms once. Resolves to the number queued now.
 */
export async function queueArrivalMails(
  tx: Transaction,
  settings: ArrivalMailSettings,
  inquiryId: string,
): Promise<number> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!row) return 0;
  const attachments = await tx
    .select({ fileName: inquiryAttachments.fileName, sizeBytes: inquiryAttachments.sizeBytes })
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId));
  const { topic } = row;
  // An added topic is named in the mails as the form named it (decision 245).
  const topicLabels =
    (await selectTopicDefinitions(tx)).find((definition) => definition.key === topic)?.labels ?? null;
  const messages = outboxMessages(
    { mail: settings },
    {
      locale: isLocale(row.locale) ? row.locale : defaultLocale,
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phoneE164 ? { e164: row.phoneE164, country: row.phoneCountry ?? '' } : null,
      country: row.country,
      topic,
      message: row.message,
    },
    {
      inquiryId,
      reference: row.reference,
      createdAt: row.createdAt,
      attachments,
      extraRecipients: await notificationRecipientsFor(tx, topic),
      entry: await entryOf(tx, row),
      quoteRequest: row.quoteRequest,
      extraFields: row.extraFields,
      topicLabels,
      // A confirmation sent late links the visitor's page like one sent on arrival (decision 173).
      requestUrl: await issueVisitorPageLink(tx, {
        inquiryId,
        locale: isLocale(row.locale) ? row.locale : defaultLocale,
        publicOrigin: settings.publicOrigin,
      }),
    },
  );
  if (messages.length === 0) return 0;
  const queued = await tx
    .select({ key: mailOutbox.idempotencyKey })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.inquiryId, inquiryId),
        inArray(
          mailOutbox.idempotencyKey,
          messages.map((message) => message.idempotencyKey),
        ),
      ),
    );
  const isQueued = new Set(queued.map((message) => message.key));
  const due = messages.filter((message) => !isQueued.has(message.idempotencyKey));
  for (const message of due) await enqueueMail(tx, message);
  return due.length;
}

/**
 * The product or job as the site shows it today (a job's contact person with it); if it is gone, the
 * title the inquiry was stored with, so the e-mails still say what it was about.
 */
async function entryOf(
  tx: Transaction,
  row: typeof inquiries.$inferSelect,
): Promise<InquiryEntry | undefined> {
  if (!row.entryId || !row.entryCollection) return undefined;
  const locale = isLocale(row.locale) ? row.locale : defaultLocale;
  const current = await findInquiryEntry(tx, row.entryId, locale, new Date());
  return (
    current ?? { id: row.entryId, collection: row.entryCollection, title: row.entryTitle ?? '', path: '' }
  );
}
