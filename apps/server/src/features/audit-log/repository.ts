import { auditLog } from '@sitedesk/db/audit-schema';
import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import {
  type AuditLogEntry,
  type AuditLogFilters,
  type AuditLogPage,
  auditActions,
  auditTargetTypes,
} from '@sitedesk/shared/audit-api';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';

/**
 * What `viewer` may read (product.md: admins read the log, "not owners' security events"): for anyone but
 * an owner, sign-in and session entries done by or to an owner are left out. Read now, so an owner made
 * admin no longer sees other owners' sign-ins, and a new owner's earlier ones are hidden at once.
 */
function visibleTo(viewer: StaffRole): SQL | undefined {
  if (viewer === 'owner') return undefined;
  return sql`NOT (${like(auditLog.action, 'auth.%')} AND EXISTS (
    SELECT 1 FROM ${user} WHERE ${user.role} = 'owner'
      AND (${user.id} = ${auditLog.actorId}
        OR (${auditLog.targetType} = 'user' AND ${user.id} = ${auditLog.targetId}))))`;
}

function filterCondition(filters: AuditLogFilters, viewer: StaffRole): SQL | undefined {
  const { actor } = filters;
  return and(
    actor === 'system' || actor === 'visitor'
      ? eq(auditLog.actorType, actor)
      : actor
        ? eq(auditLog.actorId, actor)
        : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.at, new Date(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, new Date(filters.to)) : undefined,
    visibleTo(viewer),
  );
}

/** A batch of entries, newest first, with the actor's name as it is now (`null`: no longer a member). */
export async function selectAuditEntries(
  db: Database,
  filters: AuditLogFilters,
  viewer: StaffRole,
  page: { before?: number | undefined; limit: number },
): Promise<AuditLogEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorType: auditLog.actorType,
      actorId: auditLog.actorId,
      actorName: user.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      instanceId: auditLog.instanceId,
      requestId: auditLog.requestId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(filterCondition(filters, viewer), page.before ? lt(auditLog.id, page.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
  return rows.flatMap((row) => {
    const action = auditActions.find((known) => known === row.action);
    // Written by a newer version than this one reads: left out rather than shown without words.
    if (!action) return [];
    const targetType = auditTargetTypes.find((known) => known === row.targetType);
    const entry: AuditLogEntry = {
      id: row.id,
      at: row.at.toISOString(),
      action,
      actor:
        row.actorType === 'user' && row.actorId
          ? { type: 'user', id: row.actorId, name: row.actorName }
          : row.actorType === 'visitor'
            ? { type: 'visitor' }
            : { type: 'system' },
      instanceId: row.instanceId,
      requestId: row.requestId,
    };
    if (targetType && row.targetId) entry.target = { type: targetType, id: row.targetId };
    if (row.detail) entry.detail = row.detail;
    return [entry];
  });
}

/** One page of the log, newest first; `nextBefore` while there are older matching entries. */
export async function readAuditLogPage(
  db: Database,
  filters: AuditLogFilters,
  viewer: StaffRole,
  page: { before?: number | undefined; pageSize: number },
): Promise<AuditLogPage> {
  const rows = await selectAuditEntries(db, filters, viewer, {
    before: page.before,
    limit: page.pageSize + 1,
  });
  const items = rows.slice(0, page.pageSize);
  const hasMore = rows.length > page.pageSize;
  return { items, nextBefore: hasMore ? (items.at(-1)?.id ?? null) : null };
}
