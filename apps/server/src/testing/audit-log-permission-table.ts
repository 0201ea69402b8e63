import type { DeskEndpoint } from './permission-rows';

// The audit log's rows of THE permission table (`desk-permission-table.ts` spreads them in): reading and
// exporting the log is for owners and admins (`audit:read`; decision 183).

const auditReaders = ['owner', 'admin'] as const;

export const auditLogPermissionTable: Record<string, DeskEndpoint> = {
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
