import { z } from 'zod';
import { staffRoles } from './permissions';
import { requiredTextSchema } from './text';

/**
 * GET/PUT /api/desk/settings/security. `requireTwoFactor` requires a second factor of every staff member;
 * `requireTwoFactorRoles` of the members of those roles only. Owners set either; admins change only what
 * concerns non-owner roles.
 */
export const securitySettingsSchema = z.object({
  requireTwoFactor: z.boolean(),
  requireTwoFactorRoles: z
    .array(z.enum(staffRoles))
    .max(staffRoles.length)
    .transform((roles) => [...new Set(roles)])
    .default([]),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** Families only: what a member needs to recognise a session, never a fingerprint or an address. */
export type DeskSession = {
  id: string;
  browser: string;
  system: string;
  signedInAt: string;
  /** The last use, to within the session's refresh interval (at most an hour). */
  lastActiveAt: string;
  isCurrent: boolean;
};

/** GET /api/desk/me/sessions */
export type DeskSessions = { sessions: DeskSession[] };

/**
 * The name a member gives a passkey (POST /api/auth/passkey/verify-registration, `name`): what they will
 * recognise it by in "My account" ("Laptop", "Phone"). The plugin itself takes any length.
 */
export const passkeyNameSchema = requiredTextSchema(64);

/** A passkey as "My account" lists it (Better Auth's GET /api/auth/passkey/list-user-passkeys, in part). */
export type DeskPasskey = { id: string; name?: string | null; createdAt?: string | null };
