import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { staffMemberColumn } from './references';

/**
 * Saved views of the inbox (issue 26, decision 186): a member's name for a set of filters and an order
 * (`savedViewQuerySchema` in packages/shared/src/saved-views-api.ts), their own or shared with the team.
 * When a member leaves, their shared views stay for the team without an owner (`set null`); their own ones
 * are deleted with them (`changeMembership` in the auth feature).
 */
export const deskSavedViews = pgTable(
  'desk_saved_views',
  {
    id: uuid('id').primaryKey(),
    ownerId: staffMemberColumn('owner_id'),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('desk_saved_views_owner_idx').on(table.ownerId),
    index('desk_saved_views_shared_idx').on(table.shared),
  ],
);
