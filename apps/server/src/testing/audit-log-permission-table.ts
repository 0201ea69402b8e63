import type { StaffRole } from '@sitedesk/shared/permissions';
import type { SignedInStaff } from './staff-sessions';
import type { TestSitedesk } from './test-sitedesk';

/**
 * The audit log's rows of THE permission table (`desk-permission-table.ts` spreads them in): reading and
 * exporting the log is for owners and admins (`audit:read`; decision 183).
 */
type Context = { desk: TestSitedesk; owner: SignedInStaff; inquiryId: string };
type Endpoint = {
  method: 'GET';
  request: (context: Context) => Promise<{ path: string; body?: unknown }>;
  success: number;
  allowed: readonly StaffRole[];
};

const auditReaders = ['owner', 'admin'] as const;

export const auditLogPermissionTable: Record<string, Endpoint> = {
  'GET /api/desk/audit-log': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/audit-log?action=auth.signed_in&pageSize=5' }),
    success: 200,
    allowed: auditReaders,
  },
  'GET /api/desk/audit-log.csv': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/audit-log.csv?action=auth.signed_in' }),
    success: 200,
    allowed: auditReaders,
  },
};
