import {
  type ApiKeyScope,
  type ApiWebhookCreated,
  type ApiWebhookEndpoint,
  apiWebhookCreateSchema,
  apiWebhookUpdateSchema,
} from '@sitedesk/shared/api-keys-api';
import {
  isChatKind,
  type WebhookEndpoint,
  webhookDeliveryQuerySchema,
  webhookEventTypes,
  webhookTestRequestSchema,
} from '@sitedesk/shared/webhooks-api';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../../http/app-error';
import { parseWith, readJson } from '../../../http/parse-request';
import { requireCan } from '../../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../../platform/audit/audit-log';
import type { ApiKeyEnv } from '../../../platform/auth/api-key';
import type { WebhookService } from '../service';
import { isAllowedTargetScheme, targetSchemeIssue } from '../target-scheme';
import {
  changeEndpointDoc,
  createEndpointDoc,
  deleteEndpointDoc,
  listDeliveriesDoc,
  listEndpointsDoc,
  renewSecretDoc,
  replayFailedDoc,
  replayOneDoc,
  sendTestDoc,
} from './openapi';

export type PublicWebhookRoutesDependencies = {
  webhooks: WebhookService;
  audit?: AuditLog | undefined;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: plain http is accepted only then, as in the desk. */
  allowPrivateTargets: boolean;
  /** The key's guard for a scope (features/api-keys): 403 without it. */
  requireScope: (scope: ApiKeyScope) => MiddlewareHandler<ApiKeyEnv>;
};

/** A URL of 2,000 characters, nine events and a description of 500 fit well within this. */
const maxBodyBytes = 16 * 1024;

/**
 * `/api/v1/webhooks` (decision 236): the desk's endpoints through the desk's own service and schemas, so
 * the URL checks, the SSRF guard at every attempt and the limits are the desk's. The key acts as its
 * creator, whose role must still allow `webhooks:manage`; each change is audited under their name. Only
 * standard (signed) endpoints are made or changed here, never with personal data: Slack and Teams
 * destinations and the personal-data switch belong to the desk, where a person signs in.
 */
export function publicWebhookRoutes(deps: PublicWebhookRoutesDependencies) {
  const { webhooks, audit } = deps;
  const canManage = deps.requireScope('webhooks:manage');
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  const createSchema = apiWebhookCreateSchema.refine(
    (request) => isAllowedTargetScheme(request.url, deps.allowPrivateTargets),
    targetSchemeIssue,
  );
  const updateSchema = apiWebhookUpdateSchema.refine(
    (request) => isAllowedTargetScheme(request.url, deps.allowPrivateTargets),
    targetSchemeIssue,
  );
  /** The endpoint as it stands, or 404. */
  const endpointOf = (id: string) => webhooks.endpoint(id);
  return (
    new Hono<ApiKeyEnv>()
      .get('/webhooks', listEndpointsDoc, canManage, async (c) => {
        requireCan(c.var.apiKey.staff, 'webhooks:manage');
        return c.json({ items: (await webhooks.list()).map(toApiEndpoint) });
      })
      .post('/webhooks', createEndpointDoc, canManage, limit, async (c) => {
        const { staff } = c.var.apiKey;
        requireCan(staff, 'webhooks:manage');
        const request = parseWith(createSchema, await readJson(c.req.raw));
        const { id, secret } = await webhooks.create({ ...request, kind: 'standard' }, staff.userId);
        // A standard endpoint always has one; its absence would be a chat endpoint, never made here.
        if (secret === undefined) throw new AppError('internal_error');
        await recordStaffAction(audit, staff, 'webhook.created', { type: 'webhook', id });
        const created: ApiWebhookCreated = { ...toApiEndpoint(await endpointOf(id)), secret };
        return c.json(created, 201);
      })
      .patch('/webhooks/:id', changeEndpointDoc, canManage, limit, async (c) => {
        const { staff } = c.var.apiKey;
        requireCan(staff, 'webhooks:manage');
        const id = c.req.param('id');
        const change = parseWith(updateSchema, await readJson(c.req.raw));
        const existing = await endpointOf(id);
        if (isChatKind(existing.kind)) throw new AppError('forbidden');
        // Moving an endpoint that carries personal data would send that data wherever the key says.
        if (change.url !== undefined && change.url !== existing.url && existing.includesPersonalData) {
          throw new AppError('validation_failed', { fields: { url: { code: 'desk_only' } } });
        }
        // Switched off by hand in the desk while it carries personal data: only the desk switches it on again.
        const isManualStop = !existing.isEnabled && existing.disabledReason === 'manual';
        if (change.isEnabled === true && isManualStop && existing.includesPersonalData) {
          throw new AppError('validation_failed', { fields: { isEnabled: { code: 'desk_only' } } });
        }
        // What was queued was written for the endpoint as it was (perhaps with personal data, switched off
        // since): moved by a key, it is failed, not sent to the new address; the desk can replay it.
        await webhooks.update(
          id,
          {
            kind: 'standard',
            url: change.url ?? existing.url,
            events: change.events ?? existing.events,
            description: change.description === undefined ? existing.description : change.description,
            includesPersonalData: change.includesPersonalData ?? existing.includesPersonalData,
            isEnabled: change.isEnabled ?? existing.isEnabled,
          },
          { failUndeliveredOnMove: true },
        );
        await recordStaffAction(audit, staff, 'webhook.updated', { type: 'webhook', id });
        return c.json(toApiEndpoint(await endpointOf(id)));
      })
      .delete('/webhooks/:id', deleteEndpointDoc, canManage, async (c) => {
        const { staff } = c.var.apiKey;
        requireCan(staff, 'webhooks:manage');
        const id = c.req.param('id');
        if (isChatKind((await endpointOf(id)).kind)) throw new AppError('forbidden');
        await webhooks.remove(id);
        await recordStaffAction(audit, staff, 'webhook.deleted', { type: 'webhook', id });
        return c.body(null, 204);
      })
      .get('/webhooks/:id/deliveries', listDeliveriesDoc, canManage, async (c) => {
        requireCan(c.var.apiKey.staff, 'webhooks:manage');
        // The desk's query and paging (decision 241); receivers' answers to personal messages stay hidden.
        const query = parseWith(webhookDeliveryQuerySchema, c.req.query());
        return c.json(await webhooks.deliveries(c.req.param('id'), query, { personalData: 'refuse' }));
      })
      // Rotation, replay and a test event (decision 238), as the desk's buttons do; each request is in the
      // audit log as the key's use, a rotation also as the creator's action. No body is needed: a key's
      // Authorization header is never sent by a browser on its own, so there is no cross-site form to
      // refuse. A Slack or Teams destination is the desk's (404 for rotation, as in the desk; else 403).
      .post('/webhooks/:id/secret', renewSecretDoc, canManage, async (c) => {
        const { staff } = c.var.apiKey;
        requireCan(staff, 'webhooks:manage');
        const id = c.req.param('id');
        const rotated = await webhooks.rotateSecret(id);
        await recordStaffAction(audit, staff, 'webhook.secret_rotated', { type: 'webhook', id });
        return c.json(rotated);
      })
      .post('/webhooks/:id/deliveries/replay-failed', replayFailedDoc, canManage, async (c) => {
        requireCan(c.var.apiKey.staff, 'webhooks:manage');
        const id = c.req.param('id');
        if (isChatKind((await endpointOf(id)).kind)) throw new AppError('forbidden');
        const replayed = await webhooks.replayFailed(id, { personalData: 'refuse' });
        return c.json(replayed, 202);
      })
      .post('/webhooks/:id/deliveries/:deliveryId/replay', replayOneDoc, canManage, async (c) => {
        requireCan(c.var.apiKey.staff, 'webhooks:manage');
        const id = c.req.param('id');
        if (isChatKind((await endpointOf(id)).kind)) throw new AppError('forbidden');
        await webhooks.replay(id, c.req.param('deliveryId'), { personalData: 'refuse' });
        return c.body(null, 202);
      })
      .post('/webhooks/:id/test', sendTestDoc, canManage, limit, async (c) => {
        requireCan(c.var.apiKey.staff, 'webhooks:manage');
        const id = c.req.param('id');
        const { event } = parseWith(webhookTestRequestSchema, await optionalJson(c.req.raw));
        if (isChatKind((await endpointOf(id)).kind)) throw new AppError('forbidden');
        const sent = await webhooks.sendTest(id, event ?? webhookEventTypes[0]);
        return c.json(sent, 202);
      })
  );
}

/** A JSON body, or `{}` when the request says of no type (a test event's type is optional). */
async function optionalJson(request: Request): Promise<unknown> {
  return request.headers.get('content-type') === null ? {} : readJson(request);
}

/** The desk's view less what the API never shows: a chat destination's URL (even masked), team, language. */
function toApiEndpoint(endpoint: Omit<WebhookEndpoint, 'lastDelivery'>): ApiWebhookEndpoint {
  return {
    id: endpoint.id,
    kind: endpoint.kind,
    url: isChatKind(endpoint.kind) ? null : endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    includesPersonalData: endpoint.includesPersonalData,
    isEnabled: endpoint.isEnabled,
    disabledReason: endpoint.disabledReason,
    createdAt: endpoint.createdAt,
  };
}
