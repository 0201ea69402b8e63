import { randomUUID } from 'node:crypto';
import { staffInvitations } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { deskLocaleOf, type Locale } from '@sitedesk/shared/locales';
import { canManageRole, type StaffRole } from '@sitedesk/shared/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { AuditLog, AuditRecord } from '../../platform/audit/audit-log';
import type { Staff } from '../../platform/auth/staff';
import { enqueueMail, type QueuedMail } from '../../platform/outbox/enqueue-mail';
import { createOneTimeToken } from './one-time-token';
import type { StaffAccounts } from './staff-accounts';
import { staffFieldError } from './staff-field-errors';
import {
  changeMembership,
  deleteInvitation,
  findInvitation,
  findStaffMember,
  isEmailTaken,
  listPendingInvitations,
  listStaff,
  type PendingInvitation,
} from './staff-repository';

export type TeamServiceDependencies = {
  db: Database;
  accounts: StaffAccounts;
  publicOrigin: string;
  invitationTtlHours: number;
  onMailQueued: () => void;
  /** After a role change or a removal: the member's open desk streams are re-checked at once. */
  onAccessChanged: (userId: string) => void;
  /** Invitations, role changes and removals are audited (decision 183). */
  audit?: AuditLog | undefined;
};

export type Team = { users: StaffSummary[]; invitations: PendingInvitation[] };

/**
 * Managing the team. Every rule is checked here, next to the write it protects: the actor must be allowed
 * to manage both the member's current role and the role they get (admins never touch owners), and the
 * desk always keeps one owner.
 */
export function createTeamService(deps: TeamServiceDependencies) {
  const requireManageable = (actor: Staff, role: string) => {
    if (!canManageRole(actor.role, role as StaffRole)) throw new AppError('forbidden');
  };
  const audited = (actor: Staff, action: AuditRecord['action'], target: NonNullable<AuditRecord['target']>) =>
    deps.audit?.record({ actor: { type: 'user', id: actor.userId }, action, target });

  return {
    async team(): Promise<Team> {
      return { users: await listStaff(deps.db), invitations: await listPendingInvitations(deps.db) };
    },

    async invite(
      actor: Staff,
      invitation: { email: string; role: StaffRole },
      locale: Locale,
    ): Promise<PendingInvitation> {
      requireManageable(actor, invitation.role);
      const email = invitation.email.trim().toLowerCase();
      if (await isEmailTaken(deps.db, email)) throw staffFieldError('email', 'email_taken', locale);
      const { token, tokenHash } = createOneTimeToken();
      const id = randomUUID();
      const expiresAt = new Date(Date.now() + deps.invitationTtlHours * 3_600_000);
      const mail: QueuedMail = {
        idempotencyKey: `staff-invitation-${id}`,
        to: [email],
        template: 'staff-invitation',
        props: {
          locale: deskLocaleOf(locale),
          invitedBy: actor.name,
          role: invitation.role,
          url: `${deps.publicOrigin}/desk/accept-invitation?token=${token}`,
          expiresAt: expiresAt.toISOString(),
          companyName: demoContent.en.company.name,
          siteUrl: deps.publicOrigin,
        },
      };
      // The invitation and its e-mail commit together: no invitation nobody hears of, no dead link.
      await deps.db.transaction(async (tx) => {
        // A new invitation to the same address replaces a pending one, so only the latest link works.
        const replaced = await tx
          .delete(staffInvitations)
          .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
          .returning({ role: staffInvitations.role, expiresAt: staffInvitations.expiresAt });
        // Replacing withdraws the pending one, so the actor must be allowed to withdraw it (admins never
        // touch an owner's invitation); throwing here rolls the delete back. An expired one is void and
        // hidden from the team list, so anyone may replace it.
        const now = Date.now();
        for (const pending of replaced) {
          if (pending.expiresAt.getTime() > now) requireManageable(actor, pending.role);
        }
        await tx
          .insert(staffInvitations)
          .values({ id, email, role: invitation.role, tokenHash, invitedBy: actor.userId, expiresAt });
        await enqueueMail(tx, mail);
      });
      deps.onMailQueued();
      await audited(actor, 'team.invitation_created', { type: 'invitation', id });
      return { id, email, role: invitation.role, expiresAt: expiresAt.toISOString() };
    },

    async withdrawInvitation(actor: Staff, invitationId: string): Promise<void> {
      const invitation = await findInvitation(deps.db, invitationId);
      if (!invitation || invitation.acceptedAt) throw new AppError('not_found');
      requireManageable(actor, invitation.role);
      await deleteInvitation(deps.db, invitationId);
      await audited(actor, 'team.invitation_revoked', { type: 'invitation', id: invitationId });
    },

    async changeRole(actor: Staff, userId: string, role: StaffRole, locale: Locale): Promise<StaffSummary> {
      const member = await findStaffMember(deps.db, userId);
      if (!member) throw new AppError('not_found');
      requireManageable(actor, member.role);
      requireManageable(actor, role);
      const outcome = await changeMembership(deps.db, userId, role);
      if (outcome === 'not_found') throw new AppError('not_found');
      if (outcome === 'last_owner') throw staffFieldError('role', 'last_owner', locale);
      deps.onAccessChanged(userId);
      await audited(actor, 'team.role_changed', { type: 'user', id: userId });
      return { ...member, role };
    },

    /** Removes the member; their sessions go with them, so they are signed out everywhere at once. */
    async remove(actor: Staff, userId: string, locale: Locale): Promise<void> {
      if (userId === actor.userId) throw staffFieldError('userId', 'cannot_remove_self', locale);
      const member = await findStaffMember(deps.db, userId);
      if (!member) throw new AppError('not_found');
      requireManageable(actor, member.role);
      await deps.accounts.revokeSessionsOf(userId);
      const outcome = await changeMembership(deps.db, userId, undefined);
      if (outcome === 'not_found') throw new AppError('not_found');
      if (outcome === 'last_owner') throw staffFieldError('userId', 'last_owner', locale);
      deps.onAccessChanged(userId);
      await audited(actor, 'team.member_removed', { type: 'user', id: userId });
    },
  };
}
