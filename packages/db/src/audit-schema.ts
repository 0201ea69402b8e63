import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 25, decision 183): who did what to what, when, through which instance and request.
 * Append-only: a trigger (migration 0028) refuses UPDATE, DELETE and TRUNCATE, except the retention job's
 * DELETE of entries older than its retention. Ids only, never personal data: no e-mail address, no IP, no
 * name; names are looked up when the log is read. `actor_id` has no foreign key on purpose: removing a
 * member must neither fail nor rewrite their entries.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    // Sequence order is the log's order: newest first is `id` descending, and the keyset cursor.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `user` (then `actor_id` is the member's id), `system` (a job) or `visitor`. */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** A dotted name from `auditActions` (packages/shared/src/audit-api.ts). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    instanceId: text('instance_id').notNull(),
    requestId: text('request_id'),
    /**
     * What the action and target cannot say, never a value the request carried: for `api_key.used`, the
     * method, the route's pattern (`/api/v1/inquiries/:id`) and the status answered (decision 231).
     */
    detail: jsonb('detail').$type<Record<string, string | number>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);
