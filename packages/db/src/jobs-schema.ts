import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (retention, orphaned-file sweep…) is next due, shared by every instance: the
 * instance that moves `next_run_at` forward runs that period's round, the others skip it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
});
