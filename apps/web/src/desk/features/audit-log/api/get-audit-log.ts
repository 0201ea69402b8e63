import type { AuditLogFilters, AuditLogPage } from '@sitedesk/shared/audit-api';
import type { Locale } from '@sitedesk/shared/locales';
import { toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

const pageSize = 50;

/** GET /api/desk/audit-log — one page, newest first; `before` pages back (owners and admins). */
export function useAuditLog(filters: AuditLogFilters, before: number | undefined): Resource<AuditLogPage> {
  return useResource<AuditLogPage>(`/api/desk/audit-log${toQueryString({ ...filters, before, pageSize })}`);
}

/** GET /api/desk/audit-log.csv — what the filters show, in the desk's language (the export is audited). */
export function auditLogCsvUrl(filters: AuditLogFilters, locale: Locale): string {
  return `/api/desk/audit-log.csv${toQueryString({ ...filters, locale })}`;
}
