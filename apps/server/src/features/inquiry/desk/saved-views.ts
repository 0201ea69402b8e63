import { randomUUID } from 'node:crypto';
import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskSavedViews } from '@sitedesk/db/saved-views-schema';
import { can } from '@sitedesk/shared/permissions';
import {
  type SavedView,
  type SavedViewList,
  type SavedViewQuery,
  type SavedViewRequest,
  savedViewQuerySchema,
  savedViewsPerMember,
  sharedSavedViewsMax,
} from '@sitedesk/shared/saved-views-api';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import type { Staff } from '../../../platform/auth/staff';
import type { Transaction } from './repository';

/**
 * Saved views of the inbox (decision 186): a member's own, and the team's shared ones. Whoever made a view
 * keeps it; owners and admins keep shared ones too (like the desk's tags), so a view a colleague left
 * behind can still be renamed or removed.
 */

function mayEdit(staff: Staff, row: { ownerId: string | null; shared: boolean }): boolean {
  return row.ownerId === staff.userId || (row.shared && can(staff.role, 'settings:manage'));
}

/** The member's own views, then the shared views of others, each by name. */
export async function listSavedViews(db: Database, staff: Staff): Promise<SavedViewList> {
  const rows = await db
    .select({
      id: deskSavedViews.id,
      name: deskSavedViews.name,
      shared: deskSavedViews.shared,
      query: deskSavedViews.query,
      ownerId: deskSavedViews.ownerId,
      ownerName: user.name,
    })
    .from(deskSavedViews)
    .leftJoin(user, eq(user.id, deskSavedViews.ownerId))
    .where(or(eq(deskSavedViews.ownerId, staff.userId), eq(deskSavedViews.shared, true)))
    .orderBy(
      sql`${deskSavedViews.ownerId} is distinct from ${staff.userId}`,
      asc(sql`lower(${deskSavedViews.name})`),
      asc(deskSavedViews.id),
    );
  return {
    items: rows.flatMap((row): SavedView[] => {
      // Stored through the request schema; a view written by an older version that no longer passes is
      // left out rather than opened with filters the inbox would refuse.
      const query = savedViewQuerySchema.safeParse(row.query);
      if (!query.success) return [];
      return [
        {
          id: row.id,
          name: row.name,
          shared: row.shared,
          query: query.data,
          owner: row.ownerId && row.ownerName ? { id: row.ownerId, name: row.ownerName } : null,
          canEdit: mayEdit(staff, row),
        },
      ];
    }),
  };
}

export async function createSavedView(
  db: Database,
  staff: Staff,
  request: SavedViewRequest,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // Counted under one transaction-wide advisory lock, so two quick saves (on any instance) cannot both
    // pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('desk_saved_views'))`);
    await requireRoom(tx, staff, request.shared);
    await tx.insert(deskSavedViews).values({
      id,
      ownerId: staff.userId,
      name: request.name,
      shared: request.shared,
      query: storedQuery(request.query),
    });
  });
  return { id };
}

/** Renames, re-shares or changes the filters of a view the member may keep. */
export async function updateSavedView(
  db: Database,
  staff: Staff,
  id: string,
  request: SavedViewRequest,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('desk_saved_views'))`);
    const row = await findVisible(tx, staff, id);
    if (!mayEdit(staff, row)) throw new AppError('forbidden');
    if (request.shared && !row.shared) await requireRoom(tx, staff, true);
    await tx
      .update(deskSavedViews)
      .set({ name: request.name, shared: request.shared, query: storedQuery(request.query) })
      .where(eq(deskSavedViews.id, id));
  });
}

export async function deleteSavedView(db: Database, staff: Staff, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, staff, id);
    if (!mayEdit(staff, row)) throw new AppError('forbidden');
    await tx.delete(deskSavedViews).where(eq(deskSavedViews.id, id));
  });
}

/** A view the member can see (their own or shared); someone else's own view does not exist for them. */
async function findVisible(tx: Transaction, staff: Staff, id: string) {
  const [row] = await tx
    .select({ ownerId: deskSavedViews.ownerId, shared: deskSavedViews.shared })
    .from(deskSavedViews)
    .where(
      and(
        eq(deskSavedViews.id, id),
        or(eq(deskSavedViews.ownerId, staff.userId), eq(deskSavedViews.shared, true)),
      ),
    )
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function requireRoom(tx: Transaction, staff: Staff, shared: boolean): Promise<void> {
  const [own] = await tx
    .select({ count: count() })
    .from(deskSavedViews)
    .where(eq(deskSavedViews.ownerId, staff.userId));
  const [team] = shared
    ? await tx.select({ count: count() }).from(deskSavedViews).where(eq(deskSavedViews.shared, true))
    : [undefined];
  if ((own?.count ?? 0) >= savedViewsPerMember || (team?.count ?? 0) >= sharedSavedViewsMax) {
    throw new AppError('validation_failed', { fields: { name: { code: 'too_many_views' } } });
  }
}

/** Only the filters that are set: the stored view reads the same as the inbox's address. */
function storedQuery(query: SavedViewQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}
