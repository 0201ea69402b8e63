import { apiKeyCreateRequestSchema } from '@sitedesk/shared/api-keys-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { createApiKeyDoc, listApiKeysDoc, revokeApiKeyDoc } from './openapi';
import type { ApiKeyService } from './service';

/**
 * `/api/desk/api-keys` (owners and admins, `apikeys:manage`; decision 231): the keys with their prefix and
 * last use, a new one (its secret in the 201 only), and revocation. Same-origin is checked for all of
 * `/api/desk/*` in app.ts.
 */
export function apiKeyRoutes(deps: { auth: StaffAuth; keys: ApiKeyService; audit?: AuditLog | undefined }) {
  const canManage = requirePermission(deps.auth, 'apikeys:manage');
  const { keys, audit } = deps;
  return (
    new Hono<StaffEnv>()
      .get('/api-keys', listApiKeysDoc, canManage, async (c) => c.json({ items: await keys.list() }))
      .post('/api-keys', createApiKeyDoc, canManage, async (c) => {
        const request = parseWith(apiKeyCreateRequestSchema, await readJson(c.req.raw));
        const created = await keys.create(c.var.staff, request);
        await recordStaffAction(audit, c.var.staff, 'api_key.created', { type: 'api_key', id: created.id });
        return c.json(created, 201);
      })
      // Revoked, not deleted: the list keeps it (with when), so its audit entries still name a known key.
      .delete('/api-keys/:id', revokeApiKeyDoc, canManage, async (c) => {
        const id = c.req.param('id');
        await keys.revoke(id);
        await recordStaffAction(audit, c.var.staff, 'api_key.revoked', { type: 'api_key', id });
        return c.body(null, 204);
      })
  );
}
