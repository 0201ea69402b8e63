import { user } from '@sitedesk/db/auth-schema';
import { inquiries } from '@sitedesk/db/schema';
import { inquiryTags } from '@sitedesk/db/tags-schema';
import type { InquiryEntryCollection, InquiryListItem, InquiryStatus } from '@sitedesk/shared/desk-api';
import type { InquiryTopic } from '@sitedesk/shared/inquiry';
import { sql } from 'drizzle-orm';

/** Who sent an inquiry and what about, as the inbox and the CSV export show it. */
export const senderColumns = {
  name: inquiries.name,
  company: inquiries.company,
  email: inquiries.email,
  phoneE164: inquiries.phoneE164,
  phoneCountry: inquiries.phoneCountry,
  country: inquiries.country,
  topic: inquiries.topic,
};

/** The columns an inbox row is made of; select them with `assignee` left-joined as `user`. */
export const inquiryItemColumns = {
  id: inquiries.id,
  reference: inquiries.reference,
  ...senderColumns,
  status: inquiries.status,
  assigneeId: inquiries.assigneeId,
  assigneeName: user.name,
  createdAt: inquiries.createdAt,
  entryId: inquiries.entryId,
  entryCollection: inquiries.entryCollection,
  entryTitle: inquiries.entryTitle,
  firstAnswerDueAt: inquiries.firstAnswerDueAt,
  nextAnswerDueAt: inquiries.nextAnswerDueAt,
  firstAnsweredAt: inquiries.firstAnsweredAt,
  /** Ids only (decision 177): the desk knows the tags' names and colours, so a rename changes no row. */
  tagIds: sql<
    string[]
  >`coalesce((select array_agg(${inquiryTags.tagId}::text) from ${inquiryTags} where ${inquiryTags.inquiryId} = ${inquiries.id}), '{}')`,
};

export type InquiryItemRow = {
  id: string;
  reference: string;
  name: string;
  company: string;
  email: string;
  phoneE164: string | null;
  phoneCountry: string | null;
  country: string;
  topic: string;
  status: InquiryStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  createdAt: Date;
  entryId: string | null;
  entryCollection: InquiryEntryCollection | null;
  entryTitle: string | null;
  /** When the first answer is due (decision 168); absent where a row was built without it. */
  firstAnswerDueAt?: Date | null;
  /** When the next answer is due (decision 181); absent where a row was built without it. */
  nextAnswerDueAt?: Date | null;
  /** When staff first answered; absent where a row was built without it (a new inquiry: not yet). */
  firstAnsweredAt?: Date | null;
  /** The tags it carries; absent where a row was built without them (a new inquiry has none). */
  tagIds?: string[];
};

export function toInquiryListItem(row: InquiryItemRow, isUnread: boolean): InquiryListItem {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phoneE164 ? { e164: row.phoneE164, country: row.phoneCountry ?? '' } : null,
    country: row.country,
    // The inquiry service stored it through the shared schema, so it is one of the topics.
    topic: row.topic as InquiryTopic,
    status: row.status,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    unread: isUnread,
    entry:
      row.entryId && row.entryCollection
        ? { id: row.entryId, collection: row.entryCollection, title: row.entryTitle ?? '' }
        : null,
    assigneeId: row.assigneeId,
    firstAnswerDueAt: row.firstAnswerDueAt?.toISOString() ?? null,
    nextAnswerDueAt: row.nextAnswerDueAt?.toISOString() ?? null,
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
    tagIds: row.tagIds ?? [],
  };
}
