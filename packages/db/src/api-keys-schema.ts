import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { staffMemberColumn } from './references';

/**
 * A key for the public API `/api/v1` (issue 28 §3, decision 231). The secret is shown once and kept only as
 * its SHA-256: it is 256 random bits, so a plain hash cannot be reversed by guessing, and a lookup by
 * `prefix` then a constant-time comparison finds the key. A revoked key stays listed, with when.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** The visible, random part after `sdk_`: how a presented key finds its row. */
    prefix: text('prefix').notNull().unique(),
    /** Base64url SHA-256 of the secret part of the key. */
    secretHash: text('secret_hash').notNull(),
    /** What the key may do (`inquiries:read`, …), within its creator's role. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key, so a busy integration costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Who made it: the key acts on their behalf (their name on the inquiry's activity), and stops working
     * when they are removed (`null`).
     */
    createdById: staffMemberColumn('created_by_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('api_keys_created_at_idx').on(table.createdAt)],
);
