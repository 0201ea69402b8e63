import type { Database } from '@sitedesk/db/client';
import { deskSettingsSchema } from '@sitedesk/shared/desk-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { readDeskSettingsDoc, saveDeskSettingsDoc } from './openapi';
import { readDeskSettings, writeDeskSettings } from './repository';

/**
 * `GET/PUT /api/desk/settings`: notification recipients per topic and the retention period. The retention
 * job (`features/inquiry/desk/retention-job.ts`, run hourly by the job scheduler) reads the period on every round.
 */
export function deskSettingsRoutes(deps: { auth: StaffAuth; db: Database; audit?: AuditLog | undefined }) {
  const canManage = requirePermission(deps.auth, 'settings:manage');
  return new Hono<StaffEnv>()
    .get('/settings', readDeskSettingsDoc, canManage, async (c) => c.json(await readDeskSettings(deps.db)))
    .put('/settings', saveDeskSettingsDoc, canManage, async (c) => {
      const settings = parseWith(deskSettingsSchema, await readJson(c.req.raw));
      await writeDeskSettings(deps.db, settings, c.var.staff.userId);
      await recordStaffAction(deps.audit, c.var.staff, 'settings.changed', { type: 'settings', id: 'desk' });
      return c.json(await readDeskSettings(deps.db));
    });
}
