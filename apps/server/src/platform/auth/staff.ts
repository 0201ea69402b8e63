import type { Permission, StaffRole } from '@sitedesk/shared/permissions';

/** The signed-in staff member behind a desk request, as the server knows them (never from the client). */
export type Staff = { userId: string; sessionId: string; name: string; email: string; role: StaffRole };

/** What the rest of the service needs from authentication. */
export type StaffAuth = {
  /** Better Auth's handler for everything under /api/auth. */
  handler: (request: Request) => Promise<Response>;
  /**
   * The staff member whose valid session the request's cookies carry, if any. `isBackgroundCheck`: the
   * service re-checks on its own (an open stream's heartbeat), which is not the member's activity and must
   * not push the session's idle time-out ahead.
   */
  resolveStaff: (headers: Headers, options?: { isBackgroundCheck?: boolean }) => Promise<Staff | undefined>;
  /** A signed-in member was refused `permission` (403): the audit log keeps it (ASVS 16.3.2). */
  recordRefusal?: (staff: Staff, permission: Permission) => Promise<void>;
};

/** Hono variables of a route behind `requirePermission`. */
export type StaffEnv = { Variables: { staff: Staff } };
