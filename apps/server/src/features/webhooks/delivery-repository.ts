import type { Database } from '@sitedesk/db/client';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ClaimedDelivery = {
  id: string;
  messageId: string;
  endpointId: string;
  eventType: string;
  payload: unknown;
  includesPersonalData: boolean;
  attempts: number;
};

export type EndpointForDelivery = typeof webhookEndpoints.$inferSelect;

/**
 * Claims deliveries due at `at` for this worker, as the mail outbox does: `FOR UPDATE SKIP LOCKED` lets
 * several instances claim together without taking the same row; one left `sending` by a crashed worker is
 * due again when its claim lapses. Times come from the caller's clock, so tests decide what time it is.
 */
export async function claimDueDeliveries(
  db: Database,
  at: Date,
  limit: number,
  claimSeconds: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`(${webhookDeliveries.status} = 'pending' AND ${webhookDeliveries.nextAttemptAt} <= ${at})
          OR (${webhookDeliveries.status} = 'sending' AND ${webhookDeliveries.claimedUntil} < ${at})`,
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        claimedUntil: new Date(at.getTime() + claimSeconds * 1000),
        lastAttemptAt: at,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        endpointId: webhookDeliveries.endpointId,
        eventType: webhookDeliveries.eventType,
        payload: webhookDeliveries.payload,
        includesPersonalData: webhookDeliveries.includesPersonalData,
        attempts: webhookDeliveries.attempts,
      });
  });
}

export async function endpointsByIds(db: Database, ids: string[]): Promise<Map<string, EndpointForDelivery>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What one attempt left to show in the delivery log. */
export type AttemptRecord = {
  lastStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
  responseExcerpt: string | null;
};

export async function markDelivered(
  db: Database,
  delivery: ClaimedDelivery,
  at: Date,
  attempt: AttemptRecord,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ ...attempt, status: 'delivered', deliveredAt: at, claimedUntil: null })
      // It did reach the address; over its own claim only, so a failure recorded meanwhile is kept.
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'sending')));
    // A success ends the endpoint's run of failures (the five-day rule starts again from the next one).
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
  });
}

export async function scheduleRetry(db: Database, id: string, nextAttemptAt: Date, attempt: AttemptRecord) {
  await db
    .update(webhookDeliveries)
    .set({ ...attempt, status: 'pending', nextAttemptAt, claimedUntil: null })
    // Only over its own claim: a delivery failed meanwhile (its endpoint moved) is not queued again.
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')));
}

export async function markFailed(db: Database, id: string, attempt: AttemptRecord) {
  await db
    .update(webhookDeliveries)
    .set({ ...attempt, status: 'failed', claimedUntil: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')));
}

/**
 * Notes a failed attempt against its endpoint: the run of failures starts now unless it already had.
 * Resolves when that run began.
 */
export async function noteEndpointFailure(db: Database, endpointId: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? at;
}

/** What switching an endpoint off tells its keepers (decision 226): queued in the same transaction. */
export type DisabledNotice = (
  tx: Transaction,
  endpoint: { id: string; url: string; reason: 'gone' | 'failing'; disabledAt: Date },
) => Promise<unknown>;

/**
 * Stops an endpoint (a `410`, five days of failures); its waiting deliveries fail when next claimed. Only
 * an endpoint still on is switched off, so of two deliveries failing at once one does it, and `notice`
 * runs once per switching off, in its transaction. Resolves whether this call switched it off.
 */
export async function disableEndpoint(
  db: Database,
  endpointId: string,
  reason: 'gone' | 'failing',
  at: Date,
  notice?: DisabledNotice,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ isEnabled: false, disabledReason: reason, disabledAt: at, updatedAt: at })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.isEnabled, true)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!disabled) return false;
    await notice?.(tx, { ...disabled, reason, disabledAt: at });
    return true;
  });
}

/**
 * Fails what an endpoint has still to send, with `reason` as the last error: a queued message was written
 * for the endpoint as it was (with or without personal data) and must not follow it to a new address that
 * an API key chose (decision 236). The desk's "Replay all failed" sends them again on purpose.
 */
export async function failUndelivered(
  db: Database | Transaction,
  endpointId: string,
  reason: string,
): Promise<number> {
  // 'sending' too: a claim that lapses (a worker killed) would otherwise be sent again, to the new address.
  // A worker still in flight records its outcome only over a 'sending' row, so this failure stays.
  const failed = await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: reason, claimedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['pending', 'sending']),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return failed.length;
}
