import { createHmac } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { rateLimitCounters } from '@sitedesk/db/schema';
import { eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';

export type RateLimitWindow = { name: string; limit: number; windowSeconds: number; now?: Date };

/** One counted request: whether it went over the limit, and how to give it back if it should not count. */
export type CountedRequest = {
  isOverLimit: boolean;
  /** Seconds to the end of the window. */
  retryAfterSeconds: number;
  /** Takes this request off its window's count again (a sign-in that turned out to be right, say). */
  release: () => Promise<void>;
};

/**
 * A fixed-window counter in the database, so every instance behind a load balancer counts the same
 * client together. One upsert per counted request; `undefined` when the limit is 0 (off). `key` is
 * stored: pass a keyed hash (`hashClientAddress`, `rateLimitKeyFor`), never an address itself.
 */
export async function countRateLimit(
  db: Database,
  options: RateLimitWindow & { key: string },
): Promise<CountedRequest | undefined> {
  if (options.limit <= 0) return undefined;
  const now = options.now ?? new Date();
  const windowMs = options.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const bucket = `${options.name}:${options.key}:${windowStart}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.bucket,
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return {
    isOverLimit: (row?.count ?? 0) > options.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
    // The same window's bucket, even if the next window began meanwhile.
    release: async () => {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(eq(rateLimitCounters.bucket, bucket));
    },
  };
}

/** Counts the request; over the limit → 429 `rate_limited` with `Retry-After`. */
export async function consumeRateLimit(
  db: Database,
  options: RateLimitWindow & { clientHash: string },
): Promise<void> {
  const counted = await countRateLimit(db, { ...options, key: options.clientHash });
  if (counted?.isOverLimit) {
    throw new AppError('rate_limited', { retryAfterSeconds: counted.retryAfterSeconds });
  }
}

/**
 * A key for counting by something personal (an e-mail address): a keyed hash, so the counters table
 * never holds the value itself.
 */
export function rateLimitKeyFor(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`rate-limit-key\n${value}`).digest('base64url').slice(0, 32);
}

/** Counters of ended windows count nothing; the sweep job (`rate-limit-sweep-job.ts`) removes them. */
export async function deleteExpiredRateLimitCounters(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ bucket: rateLimitCounters.bucket });
  return removed.length;
}
