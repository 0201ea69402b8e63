import type { Database } from '@sitedesk/db/client';
import { serviceHeartbeats } from '@sitedesk/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * Writes this instance's heartbeat and reads it back: the smallest proof of a working database. The write
 * proves the path, not the disk: it does not wait for the WAL flush (a lost heartbeat is no loss), so a
 * probe costs a round trip instead of an fsync (decision 140).
 */
export async function writeAndReadHeartbeat(db: Database, instanceId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx
      .insert(serviceHeartbeats)
      .values({ instanceId })
      .onConflictDoUpdate({ target: serviceHeartbeats.instanceId, set: { beatAt: sql`now()` } });
    const rows = await tx
      .select({ instanceId: serviceHeartbeats.instanceId })
      .from(serviceHeartbeats)
      .where(eq(serviceHeartbeats.instanceId, instanceId));
    return rows.length === 1;
  });
}
