import { createHash } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeForRepeats } from './text-signals';

/** Repeats are counted up to here: more says nothing new, and the count stays one short index range. */
const maxCountedRepeats = 50;
const repeatWindowMs = 24 * 60 * 60 * 1000;

/** What finds earlier copies of a message: a hash of its normalised text (stored with each inquiry). */
export function messageHashOf(message: string): string {
  return createHash('sha256').update(normalizeForRepeats(message)).digest('hex');
}

/** How many inquiries with this message hash arrived in the 24 hours before `now` (at most 50). */
export async function countRecentRepeats(db: Database, messageHash: string, now: Date): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.messageHash, messageHash),
        gt(inquiries.createdAt, new Date(now.getTime() - repeatWindowMs)),
      ),
    )
    .limit(maxCountedRepeats)
    .as('recent');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(recent);
  return row?.count ?? 0;
}
