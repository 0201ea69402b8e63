import {
  webhookDeliveryQuerySchema,
  webhookEndpointRequestSchema,
  webhookEventTypes,
  webhookTestRequestSchema,
} from '@sitedesk/shared/webhooks-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import {
  createWebhookDoc,
  deleteWebhookDoc,
  listWebhookDeliveriesDoc,
  listWebhooksDoc,
  renewWebhookSecretDoc,
  replayDeliveryDoc,
  replayFailedDeliveriesDoc,
  testWebhookDoc,
  updateWebhookDoc,
} from './openapi';
import type { WebhookService } from './service';
import { isAllowedTargetScheme, targetSchemeIssue } from './target-scheme';

/**
 * `/api/desk/webhooks` (owners and admins, `webhooks:manage`; decision 224): endpoints with their secret
 * shown once, their delivery log, a replay (of one, or of all failed) and a test event. Same-origin is checked for all of
 * `/api/desk/*` in app.ts.
 */
export function webhookRoutes(deps: {
  auth: StaffAuth;
  webhooks: WebhookService;
  audit?: AuditLog | undefined;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: plain http is accepted only then. */
  allowPrivateTargets: boolean;
}) {
  const canManage = requirePermission(deps.auth, 'webhooks:manage');
  const { webhooks, audit } = deps;
  // The server's own rule on top of the shared schema: without private targets a URL must be https.
  const requestSchema = webhookEndpointRequestSchema.refine(
    (request) => isAllowedTargetScheme(request.url, deps.allowPrivateTargets),
    targetSchemeIssue,
  );
  const body = async (request: Request) => parseWith(requestSchema, await readJson(request));
  return new Hono<StaffEnv>()
    .get('/webhooks', listWebhooksDoc, canManage, async (c) => c.json({ items: await webhooks.list() }))
    .post('/webhooks', createWebhookDoc, canManage, async (c) => {
      const created = await webhooks.create(await body(c.req.raw), c.var.staff.userId);
      await recordStaffAction(audit, c.var.staff, 'webhook.created', { type: 'webhook', id: created.id });
      return c.json(created, 201);
    })
    .put('/webhooks/:id', updateWebhookDoc, canManage, async (c) => {
      const id = c.req.param('id');
      await webhooks.update(id, await body(c.req.raw));
      await recordStaffAction(audit, c.var.staff, 'webhook.updated', { type: 'webhook', id });
      return c.json({ id });
    })
    .delete('/webhooks/:id', deleteWebhookDoc, canManage, async (c) => {
      const id = c.req.param('id');
      await webhooks.remove(id);
      await recordStaffAction(audit, c.var.staff, 'webhook.deleted', { type: 'webhook', id });
      return c.body(null, 204);
    })
    .post('/webhooks/:id/secret', renewWebhookSecretDoc, canManage, async (c) => {
      // An empty JSON body: a cross-site form cannot send JSON, so it cannot rotate (415).
      await readJson(c.req.raw);
      const id = c.req.param('id');
      const rotated = await webhooks.rotateSecret(id);
      await recordStaffAction(audit, c.var.staff, 'webhook.secret_rotated', { type: 'webhook', id });
      return c.json(rotated);
    })
    .get('/webhooks/:id/deliveries', listWebhookDeliveriesDoc, canManage, async (c) => {
      const query = parseWith(webhookDeliveryQuerySchema, c.req.query());
      return c.json(await webhooks.deliveries(c.req.param('id'), query));
    })
    .post('/webhooks/:id/deliveries/replay-failed', replayFailedDeliveriesDoc, canManage, async (c) => {
      await readJson(c.req.raw);
      return c.json(await webhooks.replayFailed(c.req.param('id')), 202);
    })
    .post('/webhooks/:id/deliveries/:deliveryId/replay', replayDeliveryDoc, canManage, async (c) => {
      await readJson(c.req.raw);
      await webhooks.replay(c.req.param('id'), c.req.param('deliveryId'));
      return c.body(null, 202);
    })
    .post('/webhooks/:id/test', testWebhookDoc, canManage, async (c) => {
      const { event } = parseWith(webhookTestRequestSchema, await readJson(c.req.raw));
      return c.json(await webhooks.sendTest(c.req.param('id'), event ?? webhookEventTypes[0]), 202);
    });
}
