import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffMemberColumn } from './references';

/**
 * That a person's data was erased (GDPR art. 17, decision 185), and when: never the address, only its
 * HMAC under the service's secret key (`addressHash`), so a repeated request is recognised ("erased on …")
 * while a copy of this table names nobody. Counts say how much went; `erasedBy` is `null` once that staff
 * member is removed.
 */
export const personErasures = pgTable(
  'person_erasures',
  {
    id: uuid('id').primaryKey(),
    addressHash: text('address_hash').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
    erasedBy: staffMemberColumn('erased_by'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('person_erasures_address_idx').on(table.addressHash, table.erasedAt)],
);

/**
 * A visitor's request, through the signed link in their confirmation mail, to erase their data: staff
 * confirm it within a month (`dueAt`). The address is kept only while the request is open (staff must
 * know whom to erase); the erasure clears it and keeps the hash, as `person_erasures` does.
 */
export const personErasureRequests = pgTable(
  'person_erasure_requests',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    addressHash: text('address_hash').notNull(),
    locale: text('locale').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: staffMemberColumn('completed_by'),
  },
  (table) => [
    // One open request per address: asking twice keeps the first (and its due date).
    uniqueIndex('person_erasure_requests_open_idx').on(table.addressHash).where(sql`completed_at IS NULL`),
    index('person_erasure_requests_due_idx').on(table.dueAt).where(sql`completed_at IS NULL`),
  ],
);
