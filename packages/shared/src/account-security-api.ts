import { z } from 'zod';
import { staffRoles } from './permissions';

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
