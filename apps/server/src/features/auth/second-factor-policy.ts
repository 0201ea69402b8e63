import { passkey } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskSettings } from '@sitedesk/db/desk-schema';
import { type SecuritySettings, securitySettingsSchema } from '@sitedesk/shared/account-security-api';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';

/**
 * "Require a second factor" (decision 184). Better Auth has no such rule (its issue #10310), so it lives
 * here and is enforced by our middleware: kept in `desk_settings` under its own key, beside the desk's
 * other settings, read on each request of a member who has no second factor (the others never need it).
 */
const settingKey = 'security';
const defaults: SecuritySettings = { requireTwoFactor: false, requireTwoFactorRoles: [] };

export async function readSecuritySettings(db: Database): Promise<SecuritySettings> {
  const [row] = await db
    .select({ value: deskSettings.value })
    .from(deskSettings)
    .where(eq(deskSettings.key, settingKey));
  if (!row) return defaults;
  const parsed = securitySettingsSchema.safeParse(row.value);
  // Written only through the schema; a stored value that no longer reads must not switch the requirement
  // off unseen (a security review): it fails closed, everyone needs a factor until an owner saves again.
  return parsed.success ? parsed.data : { requireTwoFactor: true, requireTwoFactorRoles: [] };
}

export function requiresSecondFactor(settings: SecuritySettings, role: StaffRole): boolean {
  return settings.requireTwoFactor || settings.requireTwoFactorRoles.includes(role);
}

/**
 * Whether a member of `role` without a second factor must enrol one before anything else. A passkey counts
 * as one (decision 189): it is a sign-in of its own, possession of the authenticator plus the check the
 * authenticator itself makes (PIN, fingerprint), which the passkey plugin's options require. It is looked
 * up only when a factor is required and the member has no authenticator app, so most requests never ask.
 */
export async function mustEnrolSecondFactor(
  db: Database,
  member: { userId: string; role: StaffRole; hasSecondFactor: boolean },
): Promise<boolean> {
  if (member.hasSecondFactor) return false;
  if (!requiresSecondFactor(await readSecuritySettings(db), member.role)) return false;
  return !(await hasPasskey(db, member.userId));
}

export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * Owners change anything; an admin (the other role with `settings:manage`) only what concerns non-owner
 * roles: "everyone" includes the owners, so an admin can neither turn it on nor off.
 */
export async function writeSecuritySettings(
  db: Database,
  actor: { userId: string; role: StaffRole },
  next: SecuritySettings,
): Promise<void> {
  if (actor.role !== 'owner') {
    const current = await readSecuritySettings(db);
    const ownersBefore = current.requireTwoFactorRoles.includes('owner');
    const ownersAfter = next.requireTwoFactorRoles.includes('owner');
    if (current.requireTwoFactor !== next.requireTwoFactor || ownersBefore !== ownersAfter) {
      throw new AppError('forbidden');
    }
  }
  await db
    .insert(deskSettings)
    .values({ key: settingKey, value: next, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: deskSettings.key,
      set: { value: next, updatedBy: actor.userId, updatedAt: new Date() },
    });
}
