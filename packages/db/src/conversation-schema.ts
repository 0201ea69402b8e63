import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { createdAtColumn, updatedAtColumn } from './columns';
import { inquiryIdColumn, staffMemberColumn, staffUserIdColumn } from './references';
import { mailOutbox } from './schema';

/**
 * The e-mail side of an inquiry's thread: every answer staff sent and every message received from the
 * visitor (notes and activity live in their own tables; the desk merges all of them in time order).
 */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey(),
    inquiryId: inquiryIdColumn(),
    direction: text('direction', { enum: ['outbound', 'inbound'] }).notNull(),
    /** The staff member who wrote an outbound message; `null` for inbound ones (or a removed member). */
    authorId: staffMemberColumn('author_id'),
    fromAddress: text('from_address').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    /** Plain text: what staff wrote, or the text part (or the HTML's text) of what arrived. */
    text: text('text').notNull(),
    /** Inbound only: the HTML part after the allow-list sanitiser; never rendered raw. */
    html: text('html'),
    /** RFC 5322 Message-ID with angle brackets; ours for outbound, the sender's for inbound. */
    messageId: text('message_id').notNull().unique(),
    inReplyTo: text('in_reply_to'),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    /** Auto-replies and bounces: kept in the thread, but change no status and trigger nothing. */
    isAutomatic: boolean('is_automatic').notNull().default(false),
    /** Inbound: the raw message's size in bytes. */
    sizeBytes: integer('size_bytes'),
    /** Outbound: the outbox row that delivers it (its status is the message's delivery state). */
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** Inbound attachments that were refused (type or size), named for the thread; never stored. */
    refusedAttachments: jsonb('refused_attachments')
      .$type<{ fileName: string; reason: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAtColumn(),
    /** Inbound: the spam checks held it (decision 164, inbound mail): kept in the thread, changed nothing. */
    isSuspectedSpam: boolean('is_suspected_spam').notNull().default(false),
  },
  (table) => [index('inquiry_messages_inquiry_idx').on(table.inquiryId, table.createdAt)],
);

/** Canned answers, per language; `{{name}}`, `{{reference}}` and `{{staff.name}}` are filled in. */
export const answerTemplates = pgTable('answer_templates', {
  id: uuid('id').primaryKey(),
  /** Where it is offered: the composer (`answer`) or a quotation's terms (`payment`, `delivery`, `notes`). */
  purpose: text('purpose').notNull().default('answer'),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: staffMemberColumn('updated_by'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** Each staff member's own settings for conversations. */
export const staffPreferences = pgTable('staff_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Added under every answer this member sends. */
  signature: text('signature').notNull().default(''),
  /** An e-mail when the visitor answers an inquiry assigned to this member. */
  notifyOnReply: boolean('notify_on_reply').notNull().default(true),
  /** An e-mail when someone else or a routing rule assigns an inquiry to this member (decision 174). */
  notifyOnAssigned: boolean('notify_on_assigned').notNull().default(true),
  /** The first-answer reminders: 80 % of the time passed on theirs, a deadline passed on their team's. */
  notifyOnOverdue: boolean('notify_on_overdue').notNull().default(true),
  /** The language of the e-mails the desk sends this member. */
  emailLocale: text('email_locale').notNull().default('en'),
  updatedAt: updatedAtColumn(),
});

/** The composer's unsent text, per inquiry and staff member, so a reload or another device keeps it. */
export const replyDrafts = pgTable(
  'reply_drafts',
  {
    inquiryId: inquiryIdColumn(),
    userId: staffUserIdColumn(),
    body: text('body').notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.inquiryId, table.userId] })],
);
