import type { Database } from '@sitedesk/db/client';
import { stagedUploads } from '@sitedesk/db/schema';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An upload not sent with a request within a day is abandoned: the sweep removes it. */
export const stagedUploadLifetimeMs = 24 * 60 * 60 * 1000;

export type StagedUpload = typeof stagedUploads.$inferSelect;

/**
 * Records a new upload unless the unclaimed uploads together would pass `stagingMaxBytes`; `false` when the
 * staging area is full. A transaction-scoped advisory lock makes the sum and the insert one step for every
 * instance, so two uploads cannot both take the last room.
 */
export async function recordStagedUpload(
  db: Database,
  upload: { id: string; fileName: string; sizeBytes: number; clientHash: string },
  stagingMaxBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staged_uploads'))`);
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${stagedUploads.sizeBytes}), 0)` })
      .from(stagedUploads)
      .where(isNull(stagedUploads.claimedAt));
    if (Number(row?.total ?? 0) + upload.sizeBytes > stagingMaxBytes) return false;
    await tx.insert(stagedUploads).values(upload);
    return true;
  });
}

/** Every byte arrived and the bytes are of `kind`. */
export async function markStagedUploadFinished(db: Database, id: string, kind: string): Promise<void> {
  await db.update(stagedUploads).set({ kind }).where(eq(stagedUploads.id, id));
}

/** The unclaimed uploads among `ids` that are not past their lifetime. */
export async function findClaimableUploads(db: Database, ids: readonly string[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stagedUploads)
    .where(
      and(
        inArray(stagedUploads.id, [...ids]),
        isNull(stagedUploads.claimedAt),
        sql`${stagedUploads.createdAt} > ${new Date(now.getTime() - stagedUploadLifetimeMs)}`,
      ),
    );
}

/**
 * Claims the uploads for the inquiry being stored, inside its transaction: `false` when another request
 * claimed one first (two tabs sending the same file), so that transaction rolls back.
 */
export async function claimStagedUploads(
  tx: Transaction,
  ids: readonly string[],
  now: Date,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const claimed = await tx
    .update(stagedUploads)
    .set({ claimedAt: now })
    .where(and(inArray(stagedUploads.id, [...ids]), isNull(stagedUploads.claimedAt)))
    .returning({ id: stagedUploads.id });
  return claimed.length === ids.length;
}

/** Uploads whose staged bytes can go: claimed ones (copied to the inquiry) and abandoned ones. */
export async function findSweepableUploads(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: stagedUploads.id })
    .from(stagedUploads)
    .where(
      or(
        isNotNull(stagedUploads.claimedAt),
        lt(stagedUploads.createdAt, new Date(now.getTime() - stagedUploadLifetimeMs)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function deleteStagedUploadRow(db: Database, id: string): Promise<void> {
  await db.delete(stagedUploads).where(eq(stagedUploads.id, id));
}
