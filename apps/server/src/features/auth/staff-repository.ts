import { setupTokens, staffInvitations, user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskSavedViews } from '@sitedesk/db/saved-views-schema';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { isStaffRole, type StaffRole } from '@sitedesk/shared/permissions';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';

export async function listStaff(db: Database): Promise<StaffSummary[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .orderBy(asc(user.name));
  return rows.flatMap((row) => (isStaffRole(row.role) ? [{ ...row, role: row.role }] : []));
}

export async function findStaffMember(db: Database, userId: string): Promise<StaffSummary | undefined> {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  return row && isStaffRole(row.role) ? { ...row, role: row.role } : undefined;
}

export async function hasAnyStaff(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(user);
  return (row?.total ?? 0) > 0;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  return row !== undefined;
}

/**
 * Changes a role, or removes the member (`role: undefined`), unless that would leave the desk without an
 * owner. The owners' rows are locked first, so two admins demoting the last two owners at once cannot
 * both succeed.
 */
export async function changeMembership(
  db: Database,
  userId: string,
  role: StaffRole | undefined,
): Promise<'changed' | 'last_owner' | 'not_found'> {
  return db.transaction(async (tx) => {
    const owners = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'owner')).for('update');
    const [target] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for('update');
    if (!target) return 'not_found';
    if (target.role === 'owner' && role !== 'owner' && owners.length <= 1) return 'last_owner';
    if (role === undefined) {
      // Their shared views stay for the team (the key sets the owner to null); their own go with them.
      await tx
        .delete(deskSavedViews)
        .where(and(eq(deskSavedViews.ownerId, userId), eq(deskSavedViews.shared, false)));
      await tx.delete(user).where(eq(user.id, userId));
    } else await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    return 'changed';
  });
}

export type PendingInvitation = { id: string; email: string; role: StaffRole; expiresAt: string };

export async function listPendingInvitations(db: Database, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
  return rows.flatMap((row) =>
    isStaffRole(row.role) ? [{ ...row, role: row.role, expiresAt: row.expiresAt.toISOString() }] : [],
  );
}

export async function findInvitation(db: Database, invitationId: string) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId));
  return row;
}

export async function deleteInvitation(db: Database, invitationId: string): Promise<void> {
  await db.delete(staffInvitations).where(eq(staffInvitations.id, invitationId));
}

/**
 * Marks a valid invitation used, atomically, so one link creates one account even when clicked twice at
 * once. `releaseInvitation` undoes it if creating the account then fails.
 */
export async function claimInvitation(db: Database, tokenHash: string, now = new Date()) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  return row;
}

export async function releaseInvitation(db: Database, invitationId: string): Promise<void> {
  await db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, invitationId));
}

/** Same idea as `claimInvitation`, for the one-time owner set-up link. */
export async function claimSetupToken(db: Database, tokenHash: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(setupTokens)
    .set({ usedAt: now })
    .where(
      and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)),
    )
    .returning({ tokenHash: setupTokens.tokenHash });
  return rows.length > 0;
}

export async function releaseSetupToken(db: Database, tokenHash: string): Promise<void> {
  await db.update(setupTokens).set({ usedAt: null }).where(eq(setupTokens.tokenHash, tokenHash));
}

/**
 * Whether the set-up link with `tokenHash` still works: `replaced` once a newer one replaced it (or it was
 * used), `expired` after its time.
 */
export async function isSetupTokenOpen(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<'open' | 'expired' | 'replaced'> {
  const [row] = await db
    .select({ expiresAt: setupTokens.expiresAt, usedAt: setupTokens.usedAt })
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, tokenHash));
  if (!row || row.usedAt) return 'replaced';
  return row.expiresAt > now ? 'open' : 'expired';
}

/** Only the newest set-up link works: each start without staff replaces the one before. */
export async function replaceSetupToken(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    await tx.insert(setupTokens).values({ tokenHash, expiresAt });
  });
}
