import type { Permission } from '@sitedesk/shared/permissions';
import { can } from '@sitedesk/shared/permissions';
import type { MiddlewareHandler } from 'hono';
import type { Staff, StaffAuth, StaffEnv } from '../platform/auth/staff';
import { AppError } from './app-error';

/**
 * The same check inside a service, for what a route's guard cannot know (a quotation's send is `reply`,
 * its preview `read`): a role without `permission` → 403.
 */
export function requireCan(staff: Staff, permission: Permission): void {
  if (!can(staff.role, permission)) throw new AppError('forbidden');
}

/**
 * Guards a desk route on the server: no valid session → 401, a role without `permission` → 403. The staff
 * member is then available as `c.var.staff`.
 */
export function requirePermission(auth: StaffAuth, permission: Permission): MiddlewareHandler<StaffEnv> {
  return guard(auth, permission);
}

/** Any signed-in staff member, whatever their role (their own profile and preferences): no session → 401. */
export function requireStaff(auth: StaffAuth): MiddlewareHandler<StaffEnv> {
  return guard(auth, undefined);
}

/**
 * Any signed-in staff member, even one who must still enrol a second factor: only for what the desk needs
 * to lead them through enrolment (who am I). Every other guard answers them 403 `two_factor_required`.
 */
export function requireStaffWhileEnrolling(auth: StaffAuth): MiddlewareHandler<StaffEnv> {
  return guard(auth, undefined, { isOpenBeforeEnrolment: true });
}

function guard(
  auth: StaffAuth,
  permission: Permission | undefined,
  options: { isOpenBeforeEnrolment?: boolean } = {},
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const staff = await auth.resolveStaff(c.req.raw.headers);
    if (!staff) throw new AppError('unauthorized');
    if (staff.mustEnrolSecondFactor && !options.isOpenBeforeEnrolment) {
      c.header('Cache-Control', 'no-store');
      throw new AppError('two_factor_required');
    }
    if (permission && !can(staff.role, permission)) {
      await auth.recordRefusal?.(staff, permission);
      throw new AppError('forbidden');
    }
    c.set('staff', staff);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
