import { text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { inquiries } from './schema';

// References that many tables make alike, each a function so that every table gets its own column builder.

/** The inquiry a row belongs to: it goes with the inquiry (erasure, retention). */
export function inquiryIdColumn() {
  return uuid('inquiry_id')
    .notNull()
    .references(() => inquiries.id, { onDelete: 'cascade' });
}

/** The staff member a row belongs to: it goes with the member. */
export function staffUserIdColumn() {
  return text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
}

/** A staff member the row names (who wrote, changed, published it): `null` once the member is removed. */
export function staffMemberColumn(name: string) {
  return text(name).references(() => user.id, { onDelete: 'set null' });
}
