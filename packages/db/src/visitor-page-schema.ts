import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { inquiryIdColumn } from './references';

/**
 * The links to the visitor's own page (`/{locale}/requests/{token}`, decision 173): one per e-mail sent to
 * the visitor, each naming its inquiry. Only the SHA-256 of a token is kept, so a copy of this table opens
 * no page; the rows go with their inquiry (erasure, retention) by cascade, and the links with them.
 */
export const visitorPageTokens = pgTable(
  'visitor_page_tokens',
  {
    /** base64url of SHA-256 over the token as it stands in the link. */
    tokenHash: text('token_hash').primaryKey(),
    inquiryId: inquiryIdColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('visitor_page_tokens_inquiry_idx').on(table.inquiryId)],
);
