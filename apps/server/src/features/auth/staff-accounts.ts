import type { Locale } from '@sitedesk/shared/locales';
import type { StaffRole } from '@sitedesk/shared/permissions';
import type { BetterAuthInstance } from './create-staff-auth';
import { passwordProblem } from './password-policy';
import { staffFieldError } from './staff-field-errors';

export type StoredSession = { id: string; userAgent: string | null; createdAt: Date; updatedAt: Date };

export type NewStaffMember = { email: string; name: string; role: StaffRole; password: string };

/**
 * Creating staff without public sign-up: Better Auth's own user and credential records, with its password
 * hash, so the account signs in exactly like any other. Invitations, the set-up link, the CLI and the
 * tests' `signInAs` all create staff through here.
 */
export function createStaffAccounts(auth: BetterAuthInstance) {
  return {
    async createMember(member: NewStaffMember, locale: Locale = 'en'): Promise<{ userId: string }> {
      const problem = await passwordProblem(member.password);
      if (problem) throw staffFieldError('password', problem, locale);
      const context = await auth.$context;
      const email = member.email.trim().toLowerCase();
      if (await context.internalAdapter.findUserByEmail(email, { includeAccounts: false })) {
        throw staffFieldError('email', 'email_taken', locale);
      }
      const hash = await context.password.hash(member.password);
      const created = await context.internalAdapter.createUser(
        {
          email,
          name: member.name.trim(),
          role: member.role,
          emailVerified: true,
        },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: hash,
      });
      return { userId: created.id };
    },

    /** Signs a member in as the sign-in endpoint would; returns the `Set-Cookie` headers to pass on. */
    async signIn(email: string, password: string, requestHeaders: Headers): Promise<Headers> {
      const { headers } = await auth.api.signInEmail({
        body: { email, password },
        headers: requestHeaders,
        returnHeaders: true,
      });
      return headers;
    },

    async revokeSessionsOf(userId: string): Promise<void> {
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
    },

    /** The member's live sessions, newest activity first. Tokens stay here: only ids leave the server. */
    async sessionsOf(userId: string): Promise<StoredSession[]> {
      const context = await auth.$context;
      const sessions = await context.internalAdapter.listSessions(userId);
      const now = Date.now();
      return sessions
        .filter((session) => session.expiresAt.getTime() > now)
        .map((session) => ({
          id: session.id,
          userAgent: session.userAgent ?? null,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
        }))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    /** Ends the member's sessions whose ids `shouldEnd` picks (through Better Auth, so its hooks run). */
    async endSessionsOf(userId: string, shouldEnd: (sessionId: string) => boolean): Promise<number> {
      const context = await auth.$context;
      const sessions = await context.internalAdapter.listSessions(userId);
      const ending = sessions.filter((session) => shouldEnd(session.id));
      for (const session of ending) await context.internalAdapter.deleteSession(session.token);
      return ending.length;
    },

    /**
     * Removes the member's second factors (authenticator secret, backup codes, trusted devices, passkeys)
     * and ends their sessions: they sign in with their password again and, where a factor is required,
     * enrol anew. Passkeys go too: each is a factor (decision 189), and one left would still sign in.
     */
    async resetSecondFactorOf(userId: string): Promise<void> {
      const context = await auth.$context;
      await context.adapter.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
      await context.adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: userId }] });
      await context.adapter.deleteMany({
        model: 'verification',
        where: [
          { field: 'value', value: userId },
          { field: 'identifier', operator: 'starts_with', value: 'trust-device-' },
        ],
      });
      await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
      await context.internalAdapter.deleteUserSessions(userId);
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
