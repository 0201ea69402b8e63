import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { createdAtColumn, updatedAtColumn } from './columns';
import { staffMemberColumn, staffUserIdColumn } from './references';

/**
 * A team that inquiries are routed to (issue 26, decision 168): its business calendar counts the
 * first-answer deadline; `next_turn` is whose turn it is, kept here so every instance agrees (the routing
 * locks the row while it takes a turn).
 */
export const deskTeams = pgTable('desk_teams', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  /** `{"mon":[["08:00","17:00"]],…}`, checked by the shared `teamRequestSchema`. */
  hours: jsonb('hours').$type<Partial<Record<string, [string, string][]>>>().notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull(),
  /** ISO 8601 business time, e.g. `PT4H`. */
  firstAnswerTarget: text('first_answer_target').notNull(),
  /**
   * ISO 8601 business time from a visitor's answer (after a staff answer) to the next staff answer
   * (decision 181); `null`: the team keeps no next-answer clock.
   */
  nextAnswerTarget: text('next_answer_target'),
  /**
   * The member told when a first-answer deadline passes unanswered (decision 174); `null`: the owners and
   * admins are. Leaving the team (or the desk) clears it.
   */
  leadId: staffMemberColumn('lead_id'),
  /** The position in `desk_team_members` whose turn is next (taken modulo the member count). */
  nextTurn: integer('next_turn').notNull().default(0),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** A team's members in the order their turns come. */
export const deskTeamMembers = pgTable(
  'desk_team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => deskTeams.id, { onDelete: 'cascade' }),
    userId: staffUserIdColumn(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('desk_team_members_user_idx').on(table.userId),
  ],
);

/**
 * Where an arriving inquiry goes: the first rule (by `position`, the order the desk sets) whose
 * conditions all hold assigns it to a staff member or a team. A rule goes with the user or team it names.
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: uuid('id').primaryKey(),
    /** Creation order by default; the desk reorders them (decision 176), so it is written, not only generated. */
    position: bigint('position', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** `null`: any country (topic, locale). */
    countries: jsonb('countries').$type<string[]>(),
    /** Region groups (decision 188); with `countries`, a country in either matches. `null`: none named. */
    regions: jsonb('regions').$type<string[]>(),
    topics: jsonb('topics').$type<string[]>(),
    locales: jsonb('locales').$type<string[]>(),
    /** Any of these words in the message, compared without case and accents (decision 176). */
    keywords: jsonb('keywords').$type<string[]>(),
    /** The product or job (collection entry ids) the inquiry was sent about. */
    entryIds: jsonb('entry_ids').$type<string[]>(),
    assignUserId: text('assign_user_id').references(() => user.id, { onDelete: 'cascade' }),
    assignTeamId: uuid('assign_team_id').references(() => deskTeams.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('routing_rules_position_idx').on(table.position)],
);

/** A staff member away until then: teams skip them when taking turns. No row: present. */
export const staffAway = pgTable('staff_away', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  awayUntil: timestamp('away_until', { withTimezone: true }).notNull(),
});
