import type { Database } from '@sitedesk/db/client';
import type { AuditLogEntry, AuditLogFilters } from '@sitedesk/shared/audit-api';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { StaffRole } from '@sitedesk/shared/permissions';
import type { CsvLayout } from '../inquiry/desk';
import { csvRecord, utf8Bom } from '../inquiry/desk';
import { selectAuditEntries } from './repository';

const batchSize = 1000;

/**
 * The entries the filters show, as CSV in the member's language (decision 170's layout: separator, BOM,
 * formulas neutralised), newest first, read in batches by id only as the client reads on.
 */
export function exportAuditLogCsv(
  db: Database,
  filters: AuditLogFilters,
  viewer: StaffRole,
  layout: CsvLayout,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const t = deskMessageCatalogs[layout.locale].auditLog;
  const columns = t.columns;
  const header = [
    columns.at,
    columns.actor,
    columns.actorId,
    columns.action,
    columns.target,
    columns.targetId,
    columns.instance,
    columns.request,
  ];
  const cells = (entry: AuditLogEntry): string[] => [
    // UTC as `2026-11-27 14:03:09`, which spreadsheets read as a time in every locale (decision 170).
    entry.at.slice(0, 19).replace('T', ' '),
    entry.actor.type === 'user'
      ? (entry.actor.name ?? t.removedMember)
      : entry.actor.type === 'visitor'
        ? t.visitor
        : t.system,
    entry.actor.type === 'user' ? entry.actor.id : '',
    t.actions[entry.action],
    entry.target ? t.targets[entry.target.type] : '',
    entry.target?.id ?? '',
    entry.instanceId,
    entry.requestId ?? '',
  ];
  let before: number | undefined;
  let hasStarted = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!hasStarted) {
        hasStarted = true;
        controller.enqueue(encoder.encode(utf8Bom + csvRecord(header, layout.separator)));
        return;
      }
      const rows = await selectAuditEntries(db, filters, viewer, { before, limit: batchSize });
      if (rows.length > 0) {
        before = rows.at(-1)?.id;
        controller.enqueue(
          encoder.encode(rows.map((row) => csvRecord(cells(row), layout.separator)).join('')),
        );
      }
      if (rows.length < batchSize) controller.close();
    },
  });
}
