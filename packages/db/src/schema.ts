import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import type { TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { createdAtColumn, updatedAtColumn } from './columns';

/** PostgreSQL's full-text document type (Drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per running service instance, rewritten by every health check: proof that the database takes a
 * write, not only a read.
 */
export const serviceHeartbeats = pgTable('service_heartbeats', {
  instanceId: text('instance_id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a visitor sent through the contact form or the API. Never deleted except by retention or erasure. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey(),
    /** Short and unique, for the visitor to quote: `SD-26-4F7K2`. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: ['new', 'in_progress', 'answered', 'closed', 'spam'] })
      .notNull()
      .default('new'),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phoneE164: text('phone_e164'),
    phoneCountry: text('phone_country'),
    country: text('country').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** The privacy policy version the visitor agreed to. */
    consentVersion: text('consent_version').notNull(),
    /** A salted hash of the client's address, for rate limiting; never the address itself. */
    clientHash: text('client_hash'),
    /**
     * The product or job the inquiry is about (a quote request from a product page, an application for a
     * job), with its title as the visitor saw it, so the desk can show it after the entry is gone.
     */
    entryId: uuid('entry_id'),
    entryCollection: text('entry_collection', { enum: ['products', 'jobs'] }),
    entryTitle: text('entry_title'),
    /**
     * A request for a quotation's details (issue 27): the products with quantities and units (their names as
     * the buyer saw them), needed-by date, delivery, VAT number, purchase reference. As they were sent: a
     * later change of the form leaves them as they are. `null` when the inquiry has none.
     */
    quoteRequest: jsonb('quote_request').$type<QuoteRequestDetails>(),
    /**
     * The answers to the topic's extra fields (decision 225), each with its label in the visitor's language,
     * key, type and value as sent: a later change of the fields leaves them as they are. `null`: none.
     */
    extraFields: jsonb('extra_fields').$type<TopicFieldAnswer[]>(),
    /**
     * How a request for a quotation ended (decision 220): `won` when the buyer accepted a quotation or
     * staff said so, `lost` when they declined, a quotation expired, or staff said so; `null` while open.
     */
    outcome: text('outcome', { enum: ['won', 'lost'] }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** The staff member handling it. */
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The secret in the inquiry's reply address (`reply+<token>@INBOUND_DOMAIN`): 128 random bits, so the
     * address cannot be guessed and mail to it can only come from someone who received ours.
     */
    replyToken: text('reply_token').unique(),
    /** When staff first answered by e-mail from the desk: the dashboard's time to first answer. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /**
     * The spam judgement on arrival (decision 164): its score and reason codes, for staff to see why an
     * inquiry was held; `null` when the checks were off. The hash of the normalised message finds repeats.
     */
    spamScore: real('spam_score'),
    spamReasons: jsonb('spam_reasons').$type<string[]>(),
    messageHash: text('message_hash'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /**
     * What the desk's search looks in (decision 172): the inquiry's fields (weight A), its e-mail thread (B)
     * and its notes (C), each unaccented, once as written ('simple') and once stemmed in the inquiry's
     * language. Kept by triggers (migration 0021) on this table, `inquiry_messages` and `inquiry_notes`, in
     * the transaction of the write, so no code path can forget it; `null` only between an insert's
     * statement and its trigger.
     */
    searchVector: tsvector('search_vector'),
    /**
     * The team a routing rule gave it to (decision 168), and when its first answer is due in that team's
     * business hours; both `null` when no team took it. No foreign key: the team is in routing-schema.ts,
     * which imports this file; deleting a team clears the column in the same transaction.
     */
    teamId: uuid('team_id'),
    firstAnswerDueAt: timestamp('first_answer_due_at', { withTimezone: true }),
    /**
     * When the next staff answer is due (decision 181): set, in the transaction that stores it, by the
     * visitor's first answer after a staff answer (their message's time plus the team's next-answer target
     * in its business hours), cleared by the next staff answer. `null` while the inquiry waits for the
     * visitor (the clock is paused), and always when it has no team or the team no next-answer target.
     */
    nextAnswerDueAt: timestamp('next_answer_due_at', { withTimezone: true }),
    /**
     * When the assignee was reminded that 80 % of the first-answer time had passed, and when the team's
     * lead (or the owners and admins) heard that the deadline passed unanswered (decision 174): each
     * reminder goes once per inquiry, whichever instance runs the round.
     */
    /** When 80 % of the first-answer target has passed in the team's business hours: the reminder's time. */
    firstAnswerRemindAt: timestamp('first_answer_remind_at', { withTimezone: true }),
    firstAnswerRemindedAt: timestamp('first_answer_reminded_at', { withTimezone: true }),
    firstAnswerOverdueNotifiedAt: timestamp('first_answer_overdue_notified_at', { withTimezone: true }),
    /**
     * The same two reminders for the running next-answer clock (decision 187): its 80 % point, set with
     * `nextAnswerDueAt`; both marks are cleared whenever a new clock starts, and a stopped clock
     * (`nextAnswerDueAt` null) reminds nobody.
     */
    nextAnswerRemindAt: timestamp('next_answer_remind_at', { withTimezone: true }),
    nextAnswerRemindedAt: timestamp('next_answer_reminded_at', { withTimezone: true }),
    nextAnswerOverdueNotifiedAt: timestamp('next_answer_overdue_notified_at', { withTimezone: true }),
    /**
     * Set when this inquiry was merged into another of the same person's (decision 179): it is then a closed
     * stub whose thread, notes, files and activity moved to that one, and whose links lead there. Erasing
     * (or the retention of) the target deletes the stub with it by cascade.
     */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => inquiries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('inquiries_created_at_idx').on(table.createdAt),
    index('inquiries_entry_idx').on(table.entryId),
    // The inbox's default view (everything but spam) in its exact order: a deep page skips index entries
    // instead of sorting the table, and its count reads only this index.
    index('inquiries_inbox_order_idx').on(table.createdAt, table.id).where(sql`status <> 'spam'`),
    index('inquiries_status_created_idx').on(table.status, table.createdAt),
    index('inquiries_assignee_idx').on(table.assigneeId),
    index('inquiries_search_idx').using('gin', table.searchVector),
    index('inquiries_message_hash_idx').on(table.messageHash, table.createdAt),
    // A person's other inquiries on the inquiry page (decision 179), in the panel's order: one person's
    // inquiries are one range of this index, read newest first and stopped after the panel's 21.
    // The cascade from a target to its stubs looks them up by this; few inquiries are stubs.
    index('inquiries_merged_into_idx').on(table.mergedIntoId).where(sql`merged_into_id IS NOT NULL`),
    index('inquiries_person_idx')
      .on(sql`lower(${table.email})`, table.createdAt, table.id)
      .where(sql`status <> 'spam'`),
    // The reminder job's round: only inquiries still waiting for a first answer, with a deadline, and not
    // yet reported overdue are in it, so the round reads a small index however large the table grows.
    index('inquiries_first_answer_pending_idx')
      .on(table.firstAnswerDueAt)
      .where(
        sql`first_answered_at IS NULL AND first_answer_due_at IS NOT NULL AND first_answer_overdue_notified_at IS NULL`,
      ),
    // The same for running next-answer clocks.
    index('inquiries_next_answer_pending_idx')
      .on(table.nextAnswerDueAt)
      .where(sql`next_answer_due_at IS NOT NULL AND next_answer_overdue_notified_at IS NULL`),
  ],
);

/** A file sent with an inquiry; the bytes live in blob storage under `storageKey`, never the visitor's name. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: uuid('id').primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /**
     * Not unique: an answer that sends a file already on the inquiry points at the same blob (decision 163).
     * Only rows of one inquiry share a blob, and erasure deletes a blob only once no row names it.
     */
    storageKey: text('storage_key').notNull(),
    /** The visitor's file name, cleaned, for display and downloads only. */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, not taken from the request. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /**
     * The thread message it came with or was sent with (`inquiry_messages.id`); `null` for the files of the
     * visitor's original inquiry. No foreign key here: the messages table is defined after this one, and
     * the inquiry's cascade removes both.
     */
    messageId: uuid('message_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('inquiry_attachments_inquiry_idx').on(table.inquiryId),
    index('inquiry_attachments_message_idx').on(table.messageId),
    index('inquiry_attachments_storage_key_idx').on(table.storageKey),
  ],
);

/**
 * Files a buyer is uploading, or has uploaded, for a request for a quote (decision 215), before the request
 * is sent. The bytes live in the upload staging area (the tus store); the row counts them against the
 * staging cap, lets the request claim them once, and lets the sweep remove what was never claimed.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    /** The tus upload's id: 32 random hex digits, the capability the uploader holds. */
    id: text('id').primaryKey(),
    /** The name the buyer's browser sent, cleaned when the request claims the file. */
    fileName: text('file_name').notNull(),
    /** Declared at creation (`Upload-Length`); the staging cap counts it from the start. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Set when every byte arrived and the kind was recognised by the bytes. */
    kind: text('kind'),
    /** Keyed hash of the uploader's address (as the rate limits store it), never the address. */
    clientHash: text('client_hash').notNull(),
    /**
     * A request taking the upload holds it under this random token while it copies the bytes (from
     * `reserved_at`, for a few minutes): a second request naming it is refused before it copies anything.
     */
    reservation: text('reservation'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** Set in the transaction that stores the inquiry; the sweep then removes the staged bytes. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When bytes last arrived: an unfinished upload idle for an hour is abandoned. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('staged_uploads_created_idx').on(table.createdAt),
    index('staged_uploads_client_idx').on(table.clientHash),
  ],
);

/**
 * The transactional outbox: an e-mail to send, written in the same transaction as what caused it and
 * delivered afterwards by the delivery worker, with retries, until sent or finally failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Sent to the provider so a retry after a crash cannot deliver twice where the provider supports it. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    template: text('template').notNull(),
    /** The template's input; rendered at delivery so that accepting an inquiry stays fast. */
    data: jsonb('data').notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another worker may take the message over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_inquiry_idx').on(table.inquiryId),
  ],
);

/** With MAIL_DRIVER=dev, e-mails land here instead of leaving the machine; the desk shows them. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey(),
    fromAddress: text('from_address').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The Message-ID it was sent with, so "answer as the visitor" can refer to it (`null` for older copies). */
    messageId: text('message_id'),
    /**
     * The inquiry an e-mail is about: its copy holds the visitor's name, address and message, so erasing
     * the inquiry (by staff or by retention) must take the copy with it.
     */
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    /** The CC recipients it was sent to (decision 170). */
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
  },
  (table) => [index('dev_mailbox_inquiry_idx').on(table.inquiryId)],
);

/** Fixed-window counters shared by every instance: `bucket` names the limit, the client hash and the window. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
);

/**
 * Proofs of work already accepted (decision 166): a solved challenge counts once, across every instance.
 * `challengeSignature` is the challenge's HMAC (unique per challenge); the row can go once the challenge
 * has expired, because an expired challenge is refused anyway.
 */
export const spentProofsOfWork = pgTable(
  'spent_proofs_of_work',
  {
    challengeSignature: text('challenge_signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_proofs_of_work_expires_idx').on(table.expiresAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The files a mail in the dev mailbox carried, with their bytes: only with MAIL_DRIVER=dev, which keeps
 * everything in the database and nothing in blob storage (whose orphan sweep would take such copies).
 * They go with their mail, and with it with the inquiry (decision 170).
 */
export const devMailboxAttachments = pgTable(
  'dev_mailbox_attachments',
  {
    id: uuid('id').primaryKey(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => devMailbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('dev_mailbox_attachments_mail_idx').on(table.mailId)],
);
