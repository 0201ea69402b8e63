import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What this installation's staff taught the spam classifier (decision 164): how often each token occurred
 * in texts they marked as spam and as not spam. Added to the shipped seed counts when the model loads, so
 * every instance learns from every verdict.
 */
export const spamTokenCounts = pgTable('spam_token_counts', {
  token: text('token').primaryKey(),
  spamCount: bigint('spam_count', { mode: 'number' }).notNull().default(0),
  hamCount: bigint('ham_count', { mode: 'number' }).notNull().default(0),
});

/** Per class (`spam`, `ham`): how many texts staff labelled and how many tokens they held in all. */
export const spamClassTotals = pgTable(
  'spam_class_totals',
  {
    label: text('label', { enum: ['spam', 'ham'] }).primaryKey(),
    documents: integer('documents').notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('spam_class_totals_label_check', sql`${table.label} in ('spam', 'ham')`)],
);
