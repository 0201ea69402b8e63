import type { Database } from '@sitedesk/db/client';
import type { Locale } from '@sitedesk/shared/locales';
import { isStaffRole } from '@sitedesk/shared/permissions';
import { hashOneTimeToken } from './one-time-token';
import type { StaffAccounts } from './staff-accounts';
import { staffFieldError } from './staff-field-errors';
import {
  claimInvitation,
  claimSetupToken,
  hasAnyStaff,
  releaseInvitation,
  releaseSetupToken,
} from './staff-repository';

export type Onboarded = { userId: string; email: string; setCookie: Headers };

/**
 * The two public ways into the desk: accepting an invitation, and the one-time owner set-up link. Each
 * link is claimed atomically before the account is created, and released again if that fails (a
 * common password, say), so the link can be used once and only once.
 */
export function createStaffOnboarding(deps: { db: Database; accounts: StaffAccounts }) {
  const signIn = async (userId: string, email: string, password: string, headers: Headers) => ({
    userId,
    email,
    setCookie: await deps.accounts.signIn(email, password, headers),
  });

  return {
    async acceptInvitation(
      input: { token: string; name: string; password: string },
      headers: Headers,
      locale: Locale,
    ): Promise<Onboarded> {
      const invitation = await claimInvitation(deps.db, hashOneTimeToken(input.token));
      if (!invitation || !isStaffRole(invitation.role))
        throw staffFieldError('token', 'invalid_token', locale);
      try {
        const { userId } = await deps.accounts.createMember(
          { email: invitation.email, name: input.name, role: invitation.role, password: input.password },
          locale,
        );
        return await signIn(userId, invitation.email, input.password, headers);
      } catch (error) {
        await releaseInvitation(deps.db, invitation.id);
        throw error;
      }
    },

    async setUpOwner(
      input: { token: string; name: string; email: string; password: string },
      headers: Headers,
      locale: Locale,
    ): Promise<Onboarded> {
      if (await hasAnyStaff(deps.db)) throw staffFieldError('token', 'setup_closed', locale);
      const tokenHash = hashOneTimeToken(input.token);
      if (!(await claimSetupToken(deps.db, tokenHash)))
        throw staffFieldError('token', 'invalid_token', locale);
      try {
        const { userId } = await deps.accounts.createMember(
          { email: input.email, name: input.name, role: 'owner', password: input.password },
          locale,
        );
        return await signIn(userId, input.email.trim().toLowerCase(), input.password, headers);
      } catch (error) {
        await releaseSetupToken(deps.db, tokenHash);
        throw error;
      }
    },
  };
}
