import { timestamp } from 'drizzle-orm/pg-core';

// Columns that many tables have alike, each a function so that every table gets its own column builder.

/** When the row was written first: the database's clock, with the time zone. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** When the row last changed: the database's clock at insert, the writer's on every update. */
export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
