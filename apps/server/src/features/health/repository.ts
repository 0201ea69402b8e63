import type { Database } from '@sitedesk/db/client';
import { serviceHeartbeats } from '@sitedesk/db/schema';
import { eq, sql } from 'drizzle-orm';

/** Writes this instance's heartbeat and reads it back: the smallest proof of a working database. */
export async function writeAndReadHeartbeat(db: Database, instanceId: string): Promise<boolean> {
  await db
    .insert(serviceHeartbeats)
    .values({ instanceId })
    .onConflictDoUpdate({ target: serviceHeartbeats.instanceId, set: { beatAt: sql`now()` } });
  const rows = await db
    .select({ instanceId: serviceHeartbeats.instanceId })
    .from(serviceHeartbeats)
    .where(eq(serviceHeartbeats.instanceId, instanceId));
  return rows.length === 1;
}
