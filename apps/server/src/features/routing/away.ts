import type { Database } from '@sitedesk/db/client';
import { staffAway } from '@sitedesk/db/routing-schema';
import { eq } from 'drizzle-orm';

/** Marks a staff member away until `awayUntil` (teams skip them in turn), or back with `null`. */
export async function setAwayUntil(db: Database, userId: string, awayUntil: Date | null): Promise<void> {
  if (awayUntil === null) {
    await db.delete(staffAway).where(eq(staffAway.userId, userId));
    return;
  }
  await db
    .insert(staffAway)
    .values({ userId, awayUntil })
    .onConflictDoUpdate({ target: staffAway.userId, set: { awayUntil } });
}

export async function awayUntilOf(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ awayUntil: staffAway.awayUntil })
    .from(staffAway)
    .where(eq(staffAway.userId, userId));
  return row?.awayUntil ?? null;
}
