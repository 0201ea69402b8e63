import { type DeskSessions, securitySettingsSchema } from '@sitedesk/shared/account-security-api';
import { canManageRole } from '@sitedesk/shared/permissions';
import { type Context, Hono } from 'hono';
import { AppError } from '../../http/app-error';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission, requireStaff } from '../../http/require-permission';
import type { AuditRecord } from '../../platform/audit/audit-log';
import type { Staff, StaffEnv } from '../../platform/auth/staff';
import { readDeviceLabel } from './device-label';
import {
  endMemberSessionsDoc,
  endMySessionDoc,
  endOtherSessionsDoc,
  listMySessionsDoc,
  readSecuritySettingsDoc,
  resetSecondFactorDoc,
  saveSecuritySettingsDoc,
} from './openapi';
import { readJsonBody } from './read-json-body';
import { readSecuritySettings, writeSecuritySettings } from './second-factor-policy';
import { findStaffMember } from './staff-repository';
import type { StaffRoutesDependencies } from './staff-routes';

const localeOf = (c: Context) => negotiateLocale(c.req.header('accept-language'));

/**
 * A member's own sessions, the "require a second factor" setting, and what owners and admins do for a
 * member (reset their second factor, end their sessions) — decision 184. Enrolment itself is Better Auth's
 * `/api/auth/two-factor/*`; changing one's password is its `/api/auth/change-password`.
 */
export function accountRoutes(deps: StaffRoutesDependencies) {
  const { auth, db } = deps;
  const { accounts } = auth;
  const manage = requirePermission(auth, 'users:manage');
  const manageSettings = requirePermission(auth, 'settings:manage');
  /** An entry of the audit log by the signed-in member (decision 183): ids only. */
  const record = (actor: Staff, action: AuditRecord['action'], target: NonNullable<AuditRecord['target']>) =>
    auth.audit?.record({ actor: { type: 'user', id: actor.userId }, action, target });

  /** The member `userId`, if `actor` may manage them (admins never touch owners); else 404 or 403. */
  const manageableMember = async (actor: Staff, userId: string) => {
    const member = await findStaffMember(db, userId);
    if (!member) throw new AppError('not_found');
    if (!canManageRole(actor.role, member.role)) throw new AppError('forbidden');
    return member;
  };

  return (
    new Hono<StaffEnv>()
      .get('/desk/me/sessions', listMySessionsDoc, requireStaff(auth), async (c) => {
        const { userId, sessionId } = c.var.staff;
        const sessions = await accounts.sessionsOf(userId);
        const body: DeskSessions = {
          sessions: sessions.map((session) => ({
            id: session.id,
            ...readDeviceLabel(session.userAgent),
            signedInAt: session.createdAt.toISOString(),
            lastActiveAt: session.updatedAt.toISOString(),
            isCurrent: session.id === sessionId,
          })),
        };
        return c.json(body);
      })
      .delete('/desk/me/sessions/:sessionId', endMySessionDoc, requireStaff(auth), async (c) => {
        const wanted = c.req.param('sessionId');
        const ended = await accounts.endSessionsOf(c.var.staff.userId, (id) => id === wanted);
        if (ended === 0) throw new AppError('not_found');
        await record(c.var.staff, 'auth.sessions_ended', { type: 'user', id: c.var.staff.userId });
        return c.body(null, 204);
      })
      // Every session but the one asking.
      .delete('/desk/me/sessions', endOtherSessionsDoc, requireStaff(auth), async (c) => {
        const { userId, sessionId } = c.var.staff;
        await accounts.endSessionsOf(userId, (id) => id !== sessionId);
        await record(c.var.staff, 'auth.sessions_ended', { type: 'user', id: userId });
        return c.body(null, 204);
      })
      .get('/desk/settings/security', readSecuritySettingsDoc, manageSettings, async (c) =>
        c.json(await readSecuritySettings(db)),
      )
      .put('/desk/settings/security', saveSecuritySettingsDoc, manageSettings, async (c) => {
        const settings = await readJsonBody(c, securitySettingsSchema, localeOf(c));
        await writeSecuritySettings(db, c.var.staff, settings);
        await record(c.var.staff, 'settings.changed', { type: 'settings', id: 'security' });
        return c.json(await readSecuritySettings(db));
      })
      .delete('/desk/team/:userId/two-factor', resetSecondFactorDoc, manage, async (c) => {
        const member = await manageableMember(c.var.staff, c.req.param('userId'));
        // One's own factor goes through `/two-factor/disable`, which asks for the password: a stolen
        // session alone must not be able to remove it.
        if (member.id === c.var.staff.userId) throw new AppError('forbidden');
        await accounts.resetSecondFactorOf(member.id);
        await record(c.var.staff, 'auth.two_factor_reset', { type: 'user', id: member.id });
        auth.announceAccessChanged(member.id);
        return c.body(null, 204);
      })
      .delete('/desk/team/:userId/sessions', endMemberSessionsDoc, manage, async (c) => {
        const member = await manageableMember(c.var.staff, c.req.param('userId'));
        await accounts.revokeSessionsOf(member.id);
        await record(c.var.staff, 'auth.sessions_ended', { type: 'user', id: member.id });
        auth.announceAccessChanged(member.id);
        return c.body(null, 204);
      })
  );
}
