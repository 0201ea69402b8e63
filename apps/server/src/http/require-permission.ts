import type { Permission } from '@sitedesk/shared/permissions';
import { can } from '@sitedesk/shared/permissions';
import type { MiddlewareHandler } from 'hono';
import type { StaffAuth, StaffEnv } from '../platform/auth/staff';
import { AppError } from './app-error';

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

function guard(auth: StaffAuth, permission: Permission | undefined): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const staff = await auth.resolveStaff(c.req.raw.headers);
    if (!staff) throw new AppError('unauthorized');
    if (permission && !can(staff.role, permission)) {
      await auth.recordRefusal?.(staff, permission);
      throw new AppError('forbidden');
    }
    c.set('staff', staff);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
