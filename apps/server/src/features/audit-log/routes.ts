import type { Database } from '@sitedesk/db/client';
import { auditLogExportQuerySchema, auditLogQuerySchema } from '@sitedesk/shared/audit-api';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { Hono } from 'hono';
import { parseWith } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { csvLayoutFor } from '../inquiry/desk';
import { exportAuditLogCsv } from './export-csv';
import { exportAuditLogDoc, readAuditLogDoc } from './openapi';
import { readAuditLogPage } from './repository';

export type AuditLogRoutesDependencies = { auth: StaffAuth; db: Database; audit: AuditLog };

/** `GET /api/desk/audit-log` and its CSV (owners and admins: `audit:read`; decision 183). */
export function auditLogRoutes(deps: AuditLogRoutesDependencies) {
  const canRead = requirePermission(deps.auth, 'audit:read');
  return new Hono<StaffEnv>()
    .get('/audit-log', readAuditLogDoc, canRead, async (c) => {
      const { before, pageSize, ...filters } = parseWith(auditLogQuerySchema, c.req.query());
      return c.json(await readAuditLogPage(deps.db, filters, c.var.staff.role, { before, pageSize }));
    })
    .get('/audit-log.csv', exportAuditLogDoc, canRead, async (c) => {
      const { locale, separator, ...filters } = parseWith(auditLogExportQuerySchema, c.req.query());
      // The export is itself an entry, written before the file: a download cut short was still a download.
      await recordStaffAction(deps.audit, c.var.staff, 'audit_log.exported', {
        type: 'audit_log',
        id: 'csv',
      });
      const layout = csvLayoutFor(
        deskLocaleOf(locale ?? negotiateLocale(c.req.header('accept-language'))),
        separator,
      );
      const day = new Date().toISOString().slice(0, 10);
      return new Response(exportAuditLogCsv(deps.db, filters, c.var.staff.role, layout), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8; header=present',
          'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    });
}
