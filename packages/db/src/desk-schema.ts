import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { inquiryIdColumn, staffMemberColumn, staffUserIdColumn } from './references';
import { inquiries } from './schema';

/** Staff-only notes on an inquiry. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: uuid('id').primaryKey(),
    inquiryId: inquiryIdColumn(),
    authorId: staffMemberColumn('author_id'),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('inquiry_notes_inquiry_idx').on(table.inquiryId, table.createdAt)],
);

/** Who did what to an inquiry, and when: status changes, assignments, notes, exports, erasure. */
export const inquiryActivity = pgTable(
  'inquiry_activity',
  {
    id: uuid('id').primaryKey(),
    inquiryId: inquiryIdColumn(),
    /** `null` for the system (e.g. the visitor's submission). */
    actorId: staffMemberColumn('actor_id'),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAtColumn(),
    /**
     * The desk's event cursor: every activity row is one realtime event, and a reconnecting client sends
     * the last `seq` it saw to receive what it missed. Drawn from a sequence, so it only grows.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('inquiry_activity_inquiry_idx').on(table.inquiryId, table.createdAt),
    uniqueIndex('inquiry_activity_seq_idx').on(table.seq),
  ],
);

/** Per staff member: which inquiries they have opened (unread = no row). */
export const inquiryReads = pgTable(
  'inquiry_reads',
  {
    inquiryId: inquiryIdColumn(),
    userId: staffUserIdColumn(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.inquiryId, table.userId] })],
);

/** Desk settings edited by owners and admins (notification routing per topic, retention…), one JSON per key. */
export const deskSettings = pgTable('desk_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: staffMemberColumn('updated_by'),
  updatedAt: updatedAtColumn(),
});

/**
 * Which inquiry each signed-in desk session is looking at (`null`: none), shared by every instance. Shown
 * only while the session has an open event stream somewhere (`desk_presence_streams`).
 */
export const deskPresenceViews = pgTable('desk_presence_views', {
  sessionId: text('session_id').primaryKey(),
  userId: staffUserIdColumn(),
  inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
});

/**
 * A session's open event streams on one instance. The instance renews `heartbeat_at` on a timer; a row
 * that stops being renewed (the instance died) no longer counts and is swept by the others.
 */
export const deskPresenceStreams = pgTable(
  'desk_presence_streams',
  {
    instanceId: text('instance_id').notNull(),
    sessionId: text('session_id').notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.sessionId] }),
    index('desk_presence_streams_session_idx').on(table.sessionId),
  ],
);
