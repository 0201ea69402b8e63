import type { QuantityUnit } from '@sitedesk/shared/quote-request';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { inquiryIdColumn, staffMemberColumn } from './references';

/** One line of a quotation as sales wrote it; amounts in the currency's minor units (decision 220). */
export type StoredQuoteLine = {
  description: string;
  quantity: number;
  unit: QuantityUnit | null;
  unitPriceMinor: number;
  /** 0–100, up to two decimals. */
  discountPercent: number;
  /** The catalogue's product the line was taken from, if any; its description stays as written. */
  entryId: string | null;
};

export type StoredQuoteVat =
  | { kind: 'rate'; ratePercent: number }
  | { kind: 'reverse_charge' }
  | { kind: 'none' };

export type StoredQuoteTerms = { payment: string | null; delivery: string | null; notes: string | null };

export const quoteStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'] as const;

/**
 * Quotations (issue 27 §3, decision 220): one row per revision. A revision keeps its quotation's number
 * (`Q-2026-0001`) and counts up; once sent it is never changed again, only decided, expired or superseded
 * by the next revision sent. Goes with its inquiry (erasure, retention).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    inquiryId: inquiryIdColumn(),
    number: text('number').notNull(),
    revision: integer('revision').notNull(),
    status: text('status', { enum: quoteStatuses }).notNull().default('draft'),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    vat: jsonb('vat').$type<StoredQuoteVat>().notNull(),
    terms: jsonb('terms').$type<StoredQuoteTerms>().notNull(),
    /** Net of the lines and the total with VAT, kept with the row for the dashboard's sums. */
    netTotalMinor: bigint('net_total_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    createdById: staffMemberColumn('created_by_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentById: staffMemberColumn('sent_by_id'),
    /** The message of the thread that carried it, with the PDF as its attachment. */
    sentMessageId: uuid('sent_message_id'),
    /** When the buyer accepted or declined, or it expired. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The name the buyer typed as their signature. */
    acceptedName: text('accepted_name'),
    declineReason: text('decline_reason'),
    /** When the reminder before expiry went out; at most one. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    unique('quotes_number_revision_unique').on(table.number, table.revision),
    index('quotes_inquiry_idx').on(table.inquiryId),
    index('quotes_open_idx').on(table.status, table.validUntil),
    check('quotes_revision_positive', sql`${table.revision} > 0`),
  ],
);

/**
 * The last number given out per year: `INSERT … ON CONFLICT DO UPDATE … RETURNING` takes the next one with
 * the year's row locked until the quote's transaction ends, so two quotes never share a number and a rolled
 * back one leaves no gap for another to fill twice.
 */
export const quoteNumbers = pgTable('quote_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
