import type { Database } from '@sitedesk/db/client';
import { writeAndReadHeartbeat } from './repository';

/** A load balancer waits on this; a database that hangs must count as down, not hang the check. */
const checkTimeoutMs = 5_000;

export async function isDatabaseHealthy(db: Database, instanceId: string): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([writeAndReadHeartbeat(db, instanceId).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
