import type { Database } from '@sitedesk/db/client';
import { rateLimitCounters } from '@sitedesk/db/schema';
import { lt, sql } from 'drizzle-orm';
import { AppError } from './app-error';

/**
 * A fixed-window counter in the database, so every instance behind a load balancer counts the same
 * client together. One upsert per counted request.
 */
export async function consumeRateLimit(
  db: Database,
  options: { name: string; clientHash: string; limit: number; windowSeconds: number; now?: Date },
): Promise<void> {
  if (options.limit <= 0) return; // 0 turns the limit off.
  const now = options.now ?? new Date();
  const windowMs = options.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: `${options.name}:${options.clientHash}:${windowStart}`, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.bucket,
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if ((row?.count ?? 0) > options.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    throw new AppError('rate_limited', { retryAfterSeconds });
  }
}

/** Counters of past windows are useless; the delivery worker's housekeeping removes them. */
export async function deleteExpiredRateLimitCounters(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
