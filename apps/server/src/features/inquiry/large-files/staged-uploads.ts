import type { Database } from '@sitedesk/db/client';
import { stagedUploads } from '@sitedesk/db/schema';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An upload not sent with a request within a day is abandoned: the sweep removes it. */
export const stagedUploadLifetimeMs = 24 * 60 * 60 * 1000;
/** An unfinished upload that received nothing for an hour is abandoned too (its room is freed). */
export const stagedUploadIdleMs = 60 * 60 * 1000;
/** How long a request may hold uploads while it copies them before another may take them. */
const reservationMs = 15 * 60 * 1000;

export type StagedUpload = typeof stagedUploads.$inferSelect;

/** Rows that still hold room: not claimed, within their lifetime, not idle while unfinished. */
function holdingRoom(now: Date) {
  return and(
    isNull(stagedUploads.claimedAt),
    gt(stagedUploads.createdAt, new Date(now.getTime() - stagedUploadLifetimeMs)),
    or(
      isNotNull(stagedUploads.kind),
      gt(stagedUploads.activeAt, new Date(now.getTime() - stagedUploadIdleMs)),
    ),
  );
}

/**
 * Records a new upload unless it would pass the room of the whole staging area (`stagingMaxBytes`) or of its
 * client (`clientMaxBytes`): `'full'` or `'client_full'` then. A transaction-scoped advisory lock makes the
 * sums and the insert one step for every instance, so two uploads cannot both take the last room.
 */
export async function recordStagedUpload(
  db: Database,
  upload: { id: string; fileName: string; sizeBytes: number; clientHash: string },
  limits: { stagingMaxBytes: number; clientMaxBytes: number; now: Date },
): Promise<'recorded' | 'full' | 'client_full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staged_uploads'))`);
    const [row] = await tx
      .select({
        total: sql<string>`coalesce(sum(${stagedUploads.sizeBytes}), 0)`,
        client: sql<string>`coalesce(sum(${stagedUploads.sizeBytes}) filter (where ${stagedUploads.clientHash} = ${upload.clientHash}), 0)`,
      })
      .from(stagedUploads)
      .where(holdingRoom(limits.now));
    if (Number(row?.client ?? 0) + upload.sizeBytes > limits.clientMaxBytes) return 'client_full';
    if (Number(row?.total ?? 0) + upload.sizeBytes > limits.stagingMaxBytes) return 'full';
    await tx.insert(stagedUploads).values({ ...upload, activeAt: limits.now });
    return 'recorded';
  });
}

/** Bytes arrived: the upload is not idle. */
export async function touchStagedUpload(db: Database, id: string, now: Date): Promise<void> {
  await db.update(stagedUploads).set({ activeAt: now }).where(eq(stagedUploads.id, id));
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
    .where(and(inArray(stagedUploads.id, [...ids]), holdingRoom(now)));
}

/**
 * Holds the uploads for one request under `token` before it copies them: `false` (and nothing held) when
 * another request holds or claimed one of them, so that request is refused before it copies a byte.
 */
export async function reserveStagedUploads(
  db: Database,
  ids: readonly string[],
  token: string,
  now: Date,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const reserved = await db
    .update(stagedUploads)
    .set({ reservation: token, reservedAt: now })
    .where(
      and(
        inArray(stagedUploads.id, [...ids]),
        isNull(stagedUploads.claimedAt),
        or(
          isNull(stagedUploads.reservedAt),
          lt(stagedUploads.reservedAt, new Date(now.getTime() - reservationMs)),
        ),
      ),
    )
    .returning({ id: stagedUploads.id });
  if (reserved.length === ids.length) return true;
  await releaseReservation(db, token);
  return false;
}

/** The request failed: its uploads may be taken again (the buyer's retry). */
export async function releaseReservation(db: Database, token: string): Promise<void> {
  await db
    .update(stagedUploads)
    .set({ reservation: null, reservedAt: null })
    .where(and(eq(stagedUploads.reservation, token), isNull(stagedUploads.claimedAt)));
}

/**
 * Claims the reserved uploads for the inquiry being stored, inside its transaction: `false` when the
 * reservation lapsed and another request took one meanwhile, so that transaction rolls back.
 */
export async function claimStagedUploads(
  tx: Transaction,
  ids: readonly string[],
  token: string,
  now: Date,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const claimed = await tx
    .update(stagedUploads)
    .set({ claimedAt: now })
    .where(
      and(
        inArray(stagedUploads.id, [...ids]),
        eq(stagedUploads.reservation, token),
        isNull(stagedUploads.claimedAt),
      ),
    )
    .returning({ id: stagedUploads.id });
  return claimed.length === ids.length;
}

/**
 * Uploads whose staged bytes can go, oldest first: claimed ones (copied into their inquiry), ones past their
 * lifetime, and unfinished ones idle for an hour.
 */
export async function findSweepableUploads(
  db: Database,
  now: Date,
  limit: number,
  /** Ids this round failed to remove already: the next ones come instead. */
  skipping: readonly string[] = [],
): Promise<string[]> {
  const rows = await db
    .select({ id: stagedUploads.id })
    .from(stagedUploads)
    .where(
      and(
        or(
          isNotNull(stagedUploads.claimedAt),
          lt(stagedUploads.createdAt, new Date(now.getTime() - stagedUploadLifetimeMs)),
          and(
            isNull(stagedUploads.kind),
            lt(stagedUploads.activeAt, new Date(now.getTime() - stagedUploadIdleMs)),
          ),
        ),
        skipping.length > 0 ? notInArray(stagedUploads.id, [...skipping]) : undefined,
      ),
    )
    .orderBy(asc(stagedUploads.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function deleteStagedUploadRow(db: Database, id: string): Promise<void> {
  await db.delete(stagedUploads).where(eq(stagedUploads.id, id));
}
