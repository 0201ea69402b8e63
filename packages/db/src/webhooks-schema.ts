import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { staffMemberColumn } from './references';
import { deskTeams } from './routing-schema';
import { inquiries } from './schema';

/** Why an endpoint stopped receiving: a staff member, a `410 Gone`, or five days of failures. */
export const webhookDisabledReasons = ['manual', 'gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

/** Standard Webhooks receivers, or chat channels that get a rendered notice (decision 230). */
export const webhookKinds = ['standard', 'slack', 'teams'] as const;

export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;

/**
 * A receiver of signed webhooks (issue 28 §1, decision 224). Its signing secret is kept encrypted with a
 * key derived from SECRET_KEY (AES-256-GCM): it must be read back to sign, so it cannot be hashed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: webhookKinds }).notNull().default('standard'),
    /**
     * Where deliveries go. A chat endpoint's URL is itself the credential (anyone holding it can post to
     * the channel): there this holds only its host and last characters for the desk to show, and the URL
     * itself is sealed in `secretEncrypted` (decision 230).
     */
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it receives (`inquiry.created`, …). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** Whether payloads carry the visitor's name, e-mail and message; ids and facts only otherwise. */
    includesPersonalData: boolean('includes_personal_data').notNull().default(false),
    /**
     * `v1.<iv>.<tag>.<ciphertext>` (base64url), see `secret-box.ts` on the server: the signing secret of a
     * standard endpoint, the URL of a chat one.
     */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** After a rotation the old secret still signs, beside the new one, until this time. */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Chat: notices of this routing team's inquiries only (`null`: all). Goes with its team: a filter that fell back to every inquiry would show one team's inquiries in another's channel. */
    teamId: uuid('team_id').references(() => deskTeams.id, { onDelete: 'cascade' }),
    /** Chat: the desk language its notices are written in. */
    locale: text('locale').notNull().default('en'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: webhookDisabledReasons }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failed attempt since the last success: five days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdById: staffMemberColumn('created_by_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check(
      'webhook_endpoints_disabled_check',
      sql`${table.isEnabled} OR (${table.disabledReason} IS NOT NULL AND ${table.disabledAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * One event for one endpoint: the webhooks' outbox, written in the transaction of the change it announces
 * and delivered (at least once, always with the same `messageId`) by the webhook worker.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    /** Sent as `webhook-id`, the same on every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The JSON body as it is sent; it goes with its inquiry when that is erased. */
    payload: jsonb('payload').notNull(),
    /**
     * Whether the payload was written with the visitor's personal data (the endpoint's switch at the time):
     * only the desk sends such a message again, never an API key that may have moved the endpoint since,
     * and the worker never sends it once the endpoint stops receiving personal data. Unset means yes: a
     * row written without the flag (an older instance, a new code path) is treated as the careful case.
     */
    includesPersonalData: boolean('includes_personal_data').notNull().default(true),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another worker may take the delivery over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status at the last attempt; `null` when none came (refused, time-out). */
    lastStatus: integer('last_status'),
    /** A short code of what went wrong (`http_500`, `timeout`, `private_address`, …): never a payload. */
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    /** The start of the receiver's answer, at most a few hundred characters. */
    responseExcerpt: text('response_excerpt'),
    createdAt: createdAtColumn(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_inquiry_idx').on(table.inquiryId),
  ],
);
