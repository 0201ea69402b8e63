import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { inquiryIdColumn, staffMemberColumn } from './references';

/**
 * The desk's tags (issue 26, decision 177): a name, unique whatever its case, and one colour of the
 * shared palette (`tagColors` in packages/shared/src/tags-api.ts), kept by owners and admins.
 */
export const deskTags = pgTable(
  'desk_tags',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAtColumn(),
  },
  // `lower()`: "VIP" and "vip" are one tag, also when two admins create them at once.
  (table) => [uniqueIndex('desk_tags_name_idx').on(sql`lower(${table.name})`)],
);

/** Which tags an inquiry carries; they go with the inquiry (erasure) or the tag (deletion). */
export const inquiryTags = pgTable(
  'inquiry_tags',
  {
    inquiryId: inquiryIdColumn(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => deskTags.id, { onDelete: 'cascade' }),
    addedBy: staffMemberColumn('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key serves "this inquiry's tags"; the index the inbox filter "inquiries with this tag".
  (table) => [
    primaryKey({ columns: [table.inquiryId, table.tagId] }),
    index('inquiry_tags_tag_idx').on(table.tagId, table.inquiryId),
  ],
);

/**
 * What one bulk action changed, kept for its undo (decision 177): per inquiry the field, the value before
 * and the value the action set. The id is the undo token the desk holds; an undo deletes the row, and rows
 * older than the undo window are of no use (the undo refuses them; the next bulk action clears them).
 */
export const deskBulkChanges = pgTable(
  'desk_bulk_changes',
  {
    id: uuid('id').primaryKey(),
    actorId: staffMemberColumn('actor_id'),
    changes: jsonb('changes')
      .$type<{ inquiryId: string; field: 'status' | 'assigneeId' | 'tag'; from: unknown; to: unknown }[]>()
      .notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('desk_bulk_changes_created_idx').on(table.createdAt)],
);
