import { inquiries } from '@sitedesk/db/schema';
import { type SQL, sql } from 'drizzle-orm';

/**
 * When an open inquiry (new or in progress) next needs an answer: the earlier of its first-answer deadline
 * (while it has no first answer) and its next-answer deadline (while the visitor waits, decision 181);
 * `null` when neither clock runs. PostgreSQL's `least` skips nulls. One expression for the inbox's `due`
 * order and its `deadline` filter, so both count the same deadline.
 */
export const pendingDueAt: SQL<Date | null> = sql`case when ${inquiries.status} in ('new', 'in_progress') then least(case when ${inquiries.firstAnsweredAt} is null then ${inquiries.firstAnswerDueAt} end, ${inquiries.nextAnswerDueAt}) end`;
