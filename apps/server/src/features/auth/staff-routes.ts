import type { Database } from '@sitedesk/db/client';
import type { AuditAction } from '@sitedesk/shared/audit-api';
import {
  type DeskMe,
  invitationAcceptSchema,
  ownerSetupSchema,
  type StaffSummary,
  staffInvitationSchema,
  staffRoleChangeSchema,
} from '@sitedesk/shared/desk-api';
import { permissionsOf } from '@sitedesk/shared/permissions';
import { type Context, Hono } from 'hono';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission, requireStaffWhileEnrolling } from '../../http/require-permission';
import type { StaffEnv } from '../../platform/auth/staff';
import type { StaffAuthService } from './create-staff-auth';
import {
  acceptInvitationDoc,
  changeRoleDoc,
  inviteStaffDoc,
  listStaffDoc,
  readMeDoc,
  readTeamDoc,
  removeMemberDoc,
  setUpOwnerDoc,
  withdrawInvitationDoc,
} from './openapi';
import { readJsonBody } from './read-json-body';
import { mustEnrolSecondFactor } from './second-factor-policy';
import type { Onboarded } from './staff-onboarding';
import { createStaffOnboarding } from './staff-onboarding';
import { findStaffMember, listStaff } from './staff-repository';
import { createTeamService } from './team-service';

const localeOf = (c: Context) => negotiateLocale(c.req.header('accept-language'));

function deskMe(
  member: StaffSummary,
  factor: { hasSecondFactor: boolean; mustEnrolSecondFactor: boolean },
): DeskMe {
  return {
    ...member,
    permissions: [...permissionsOf(member.role)],
    twoFactorEnabled: factor.hasSecondFactor,
    mustEnrolSecondFactor: factor.mustEnrolSecondFactor,
  };
}

/** The new member's session cookie, and who they are now (with no second factor yet). */
async function signedIn(
  c: Context,
  db: Database,
  onboarded: Onboarded,
  member: StaffSummary | undefined,
): Promise<Response> {
  if (!member) throw new AppError('not_found');
  for (const cookie of onboarded.setCookie.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  c.header('Cache-Control', 'no-store');
  const factor = { hasSecondFactor: false, mustEnrolSecondFactor: false };
  factor.mustEnrolSecondFactor = await mustEnrolSecondFactor(db, {
    userId: member.id,
    role: member.role,
    ...factor,
  });
  return c.json(deskMe(member, factor), 201);
}

/** The staff-account endpoints under `/api/desk`: who am I, the team, and the two public ways in. */
export type StaffRoutesDependencies = {
  auth: StaffAuthService;
  db: Database;
  publicOrigin: string;
  config: Pick<Config, 'auth'>;
  /** Wakes the mail delivery worker after an invitation was queued. */
  onMailQueued?: (() => void) | undefined;
};

export function staffRoutes(deps: StaffRoutesDependencies) {
  const { auth, db } = deps;
  const team = createTeamService({
    db,
    accounts: auth.accounts,
    publicOrigin: deps.publicOrigin,
    invitationTtlHours: deps.config.auth.invitationTtlHours,
    onMailQueued: deps.onMailQueued ?? (() => {}),
    onAccessChanged: auth.announceAccessChanged,
    audit: auth.audit,
  });
  const onboarding = createStaffOnboarding({ db, accounts: auth.accounts });
  /** Signs in a member who just joined; the audit log says how they joined, with them as the actor. */
  const welcome = async (c: Context, onboarded: Onboarded, action: AuditAction) => {
    const member = await findStaffMember(db, onboarded.userId);
    await auth.audit?.record({
      actor: { type: 'user', id: onboarded.userId },
      action,
      target: { type: 'user', id: onboarded.userId },
    });
    return signedIn(c, db, onboarded, member);
  };
  const manage = requirePermission(auth, 'users:manage');

  return (
    new Hono<StaffEnv>()
      // Open before enrolment: the desk learns from it that it must lead the member there.
      .get('/desk/me', readMeDoc, requireStaffWhileEnrolling(auth), (c) => {
        const { userId, name, email, role } = c.var.staff;
        return c.json(deskMe({ id: userId, name, email, role }, c.var.staff));
      })
      .get('/desk/staff', listStaffDoc, requirePermission(auth, 'inquiries:read'), async (c) =>
        c.json(await listStaff(db)),
      )
      .get('/desk/team', readTeamDoc, manage, async (c) => c.json(await team.team()))
      .post('/desk/team/invitations', inviteStaffDoc, manage, async (c) => {
        const locale = localeOf(c);
        const body = await readJsonBody(c, staffInvitationSchema, locale);
        return c.json(await team.invite(c.var.staff, body, locale), 201);
      })
      .delete('/desk/team/invitations/:invitationId', withdrawInvitationDoc, manage, async (c) => {
        await team.withdrawInvitation(c.var.staff, c.req.param('invitationId'));
        return c.body(null, 204);
      })
      .patch('/desk/team/:userId', changeRoleDoc, manage, async (c) => {
        const locale = localeOf(c);
        const body = await readJsonBody(c, staffRoleChangeSchema, locale);
        return c.json(await team.changeRole(c.var.staff, c.req.param('userId'), body.role, locale));
      })
      .delete('/desk/team/:userId', removeMemberDoc, manage, async (c) => {
        await team.remove(c.var.staff, c.req.param('userId'), localeOf(c));
        return c.body(null, 204);
      })
      .post('/desk/invitations/accept', acceptInvitationDoc, async (c) => {
        const locale = localeOf(c);
        const body = await readJsonBody(c, invitationAcceptSchema, locale);
        const onboarded = await onboarding.acceptInvitation(body, c.req.raw.headers, locale);
        return welcome(c, onboarded, 'team.invitation_accepted');
      })
      .post('/desk/setup', setUpOwnerDoc, async (c) => {
        const locale = localeOf(c);
        const body = await readJsonBody(c, ownerSetupSchema, locale);
        const onboarded = await onboarding.setUpOwner(body, c.req.raw.headers, locale);
        return welcome(c, onboarded, 'team.owner_set_up');
      })
  );
}
