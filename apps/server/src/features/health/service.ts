import type { Database } from '@sitedesk/db/client';
import { writeAndReadHeartbeat } from './repository';

/** A load balancer waits on this; a database that hangs must count as down, not hang the check. */
const checkTimeoutMs = 5_000;

/**
 * Checks that the database takes a write and a read. Requests that arrive while a check is running share
 * its answer instead of queueing on the same heartbeat row: a load balancer's burst of probes costs one
 * round trip, and every answer still comes from a check that ran after the request arrived or overlapped it.
 */
export function createDatabaseHealthCheck(db: Database, instanceId: string) {
  let running: Promise<boolean> | undefined;
  return function isDatabaseHealthy(): Promise<boolean> {
    running ??= checkOnce(db, instanceId).finally(() => {
      running = undefined;
    });
    return running;
  };
}

async function checkOnce(db: Database, instanceId: string): Promise<boolean> {
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
