import type { Locale } from '@sitedesk/shared/locales';
import type { StaffRole } from '@sitedesk/shared/permissions';
import type { BetterAuthInstance } from './create-staff-auth';
import { passwordProblem } from './password-policy';
import { staffFieldError } from './staff-field-errors';

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
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
