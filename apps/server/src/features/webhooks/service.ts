import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { deskTeams } from '@sitedesk/db/routing-schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import { isDeskLocale } from '@sitedesk/shared/locales';
import {
  isChatKind,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
  type WebhookKind,
} from '@sitedesk/shared/webhooks-api';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import { cursorTimestampOf, decodeKeysetCursor, encodeKeysetCursor } from '../../http/keyset-cursor';
import type { Clock } from '../../platform/clock/clock';
import { newSigningSecret, type SecretBox } from '../../platform/webhooks/secret-box';
import { chatTestPayload } from './chat-notice';
import { failUndelivered } from './delivery-repository';
import { newMessageId } from './enqueue';
import { webhookPayload } from './events';

/** After a rotation the old secret signs beside the new one this long, so receivers can switch over. */
const rotationGraceMs = 24 * 60 * 60 * 1000;
/**
 * "Replay all failed" sends at most this many of an endpoint's latest failed deliveries (decision 227): as
 * many as the log's first page shows, so what the desk saw failing is what goes again, and one press cannot flood a
 * receiver that has just come back with months of backlog.
 */
export const replayFailedLimit = 100;

export type WebhookServiceDependencies = {
  db: Database;
  secrets: SecretBox;
  now: Clock;
  /** After a commit that queued deliveries (a replay, a test event). */
  onQueued: () => void;
};

/**
 * The desk's webhook endpoints (decision 224). Access (`webhooks:manage`) is checked by the routes' guard;
 * the URL's scheme against WEBHOOK_ALLOW_PRIVATE_TARGETS by the routes' schema.
 */
/** At most this many endpoints (chat ones included), so one change never queues an unbounded number. */
export const webhookEndpointsMaxCount = 50;

export function createWebhookService(deps: WebhookServiceDependencies) {
  const { db, secrets, now } = deps;
  return {
    /**
     * Creates an endpoint; a standard one's signing secret is in the answer, this once. A chat endpoint has
     * none: its URL is its secret, sealed and never shown again (decision 230).
     */
    async create(
      request: WebhookEndpointRequest,
      createdById: string,
    ): Promise<{ id: string; secret?: string }> {
      const id = randomUUID();
      const kind = request.kind ?? 'standard';
      if (request.url === undefined) throw fieldError('url', 'required');
      await requireTeam(db, request);
      const secret = isChatKind(kind) ? undefined : newSigningSecret();
      const at = now();
      const url = request.url;
      await db.transaction(async (tx) => {
        // Every endpoint gets a delivery row per event inside the change's own transaction (a visitor's
        // sending included): their number is bounded, for the desk and an API key alike. Counted under
        // one transaction-wide lock, so parallel creates (on any instance) cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints_create'))`);
        const [count] = await tx.select({ value: sql<number>`count(*)::int` }).from(webhookEndpoints);
        if ((count?.value ?? 0) >= webhookEndpointsMaxCount) throw fieldError('url', 'too_many_endpoints');
        await tx.insert(webhookEndpoints).values({
          id,
          kind,
          ...endpointColumns(request, at),
          ...targetColumns(secrets, kind, url, secret),
          // Created switched off: by hand.
          ...(request.isEnabled === false ? { disabledReason: 'manual' as const, disabledAt: at } : {}),
          createdById,
          createdAt: at,
        });
      });
      return secret === undefined ? { id } : { id, secret };
    },

    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
      // Each endpoint's newest delivery, for the list's "last delivery" (one row per endpoint).
      const latest = await db
        .selectDistinctOn([webhookDeliveries.endpointId], {
          endpointId: webhookDeliveries.endpointId,
          status: webhookDeliveries.status,
          createdAt: webhookDeliveries.createdAt,
          lastAttemptAt: webhookDeliveries.lastAttemptAt,
          lastStatus: webhookDeliveries.lastStatus,
        })
        .from(webhookDeliveries)
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
      const latestByEndpoint = new Map(latest.map((row) => [row.endpointId, row]));
      return rows.map((row) => {
        const last = latestByEndpoint.get(row.id);
        return {
          ...toWebhookEndpoint(row),
          lastDelivery: last
            ? {
                status: last.status,
                at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
                lastStatus: last.lastStatus,
              }
            : null,
        };
      });
    },

    /** One endpoint as the desk lists it, without its last delivery; 404 when there is none. */
    async endpoint(id: string): Promise<Omit<WebhookEndpoint, 'lastDelivery'>> {
      return toWebhookEndpoint(await endpointOrNotFound(db, id));
    },

    /** Replaces what the desk edits; switching an endpoint back on forgets why it stopped. */
    async update(
      id: string,
      request: WebhookEndpointRequest,
      options: { failUndeliveredOnMove?: boolean } = {},
    ): Promise<void> {
      const existing = await endpointOrNotFound(db, id);
      // A kind is fixed: the events and settings the request was checked against are that kind's.
      if ((request.kind ?? 'standard') !== existing.kind) throw fieldError('kind', 'invalid_value');
      if (request.url === undefined && !isChatKind(existing.kind)) throw fieldError('url', 'required');
      await requireTeam(db, request);
      const at = now();
      const isEnabled = request.isEnabled ?? true;
      const isMoved = request.url !== undefined && !isChatKind(existing.kind) && request.url !== existing.url;
      // The new address and the failing of what was queued for the old one commit together: no worker
      // can claim a queued message between them and carry it to the new address.
      await db.transaction(async (tx) => {
        await tx
          .update(webhookEndpoints)
          .set({
            ...endpointColumns(request, at),
            // A chat endpoint's URL changes only when a new one is given; a standard one keeps its secret.
            ...(request.url === undefined
              ? {}
              : isChatKind(existing.kind)
                ? targetColumns(secrets, existing.kind, request.url, undefined)
                : { url: request.url }),
            ...(isEnabled === existing.isEnabled ? {} : { failingSince: null }),
            ...(!isEnabled && existing.isEnabled
              ? { disabledReason: 'manual' as const, disabledAt: at }
              : {}),
          })
          .where(eq(webhookEndpoints.id, id));
        if (options.failUndeliveredOnMove && isMoved) await failUndelivered(tx, id, 'url_changed');
      });
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw new AppError('not_found');
      const deleted = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      if (deleted.length === 0) throw new AppError('not_found');
    },

    /** A new secret, shown this once; the old one keeps signing beside it for 24 hours. */
    async rotateSecret(id: string): Promise<{ secret: string }> {
      const existing = await endpointOrNotFound(db, id);
      // A chat endpoint signs nothing: its secret is its URL, changed by giving a new one.
      if (isChatKind(existing.kind)) throw new AppError('not_found');
      const secret = newSigningSecret();
      const at = now();
      await db
        .update(webhookEndpoints)
        .set({
          secretEncrypted: secrets.seal(secret),
          previousSecretEncrypted: existing.secretEncrypted,
          previousSecretUntil: new Date(at.getTime() + rotationGraceMs),
          updatedAt: at,
        })
        .where(eq(webhookEndpoints.id, id));
      return { secret };
    },

    /**
     * A page of the endpoint's delivery log, newest first, ties by id (decision 241): `cursor` continues
     * after the previous page's last row, so rows queued meanwhile (newer) never push one from a page into
     * the next twice. `personalData: 'refuse'` (an API key): the start of the receiver's answer is left out
     * where the message carried personal data, since receivers often echo the record they were sent.
     */
    async deliveries(
      endpointId: string,
      query: WebhookDeliveryQuery,
      options: { personalData?: 'allow' | 'refuse' } = {},
    ): Promise<WebhookDeliveryPage> {
      // Decoded before anything is read: a bad cursor is a 422 whether or not the endpoint exists.
      const after = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
      await endpointOrNotFound(db, endpointId);
      const rows = await db
        .select({
          row: webhookDeliveries,
          // To the microsecond, as stored: the next page starts exactly after this row.
          cursorAt: cursorTimestampOf(webhookDeliveries.createdAt),
        })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            query.status === undefined ? undefined : eq(webhookDeliveries.status, query.status),
            query.event === undefined ? undefined : eq(webhookDeliveries.eventType, query.event),
            after === undefined
              ? undefined
              : sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        // One more than asked for tells whether an older page follows.
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ row }) =>
          options.personalData === 'refuse' && row.includesPersonalData
            ? { ...toWebhookDelivery(row), responseExcerpt: null }
            : toWebhookDelivery(row),
        ),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeysetCursor({ at: last.cursorAt, id: last.row.id })
            : null,
      };
    },

    /**
     * Sends a failed delivery again, as the same message (same `webhook-id`), with a fresh schedule.
     * `personalData: 'refuse'` (an API key, decision 238): a message written with personal data is the
     * desk's to send again, since the key may have moved the endpoint since it was written.
     */
    async replay(
      endpointId: string,
      deliveryId: string,
      options: { personalData?: 'allow' | 'refuse' } = {},
    ): Promise<void> {
      if (!isUuid(endpointId) || !isUuid(deliveryId)) throw new AppError('not_found');
      const [row] = await db
        .select({
          status: webhookDeliveries.status,
          includesPersonalData: webhookDeliveries.includesPersonalData,
        })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
      if (!row) throw new AppError('not_found');
      if (row.status !== 'failed') throw new AppError('delivery_not_failed');
      if (options.personalData === 'refuse' && row.includesPersonalData)
        throw new AppError('delivery_desk_only');
      await db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), claimedUntil: null })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'failed')));
      deps.onQueued();
    },

    /**
     * Sends again the endpoint's latest failed deliveries (at most `replayFailedLimit`): those that failed
     * for good start a fresh schedule, as one replay does; those waiting for a retry after a failed attempt
     * go now and keep their count, so a receiver that is fixed need not wait hours for the next try. Each
     * keeps its `webhook-id`. Resolves how many were queued. `personalData: 'refuse'` (an API key) leaves
     * out those written with personal data, as `replay` refuses them.
     */
    async replayFailed(
      endpointId: string,
      options: { personalData?: 'allow' | 'refuse' } = {},
    ): Promise<{ queued: number }> {
      await endpointOrNotFound(db, endpointId);
      const isFailed = and(
        or(
          eq(webhookDeliveries.status, 'failed'),
          and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.attempts, 0)),
        ),
        options.personalData === 'refuse' ? eq(webhookDeliveries.includesPersonalData, false) : undefined,
      );
      const candidates = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpointId), isFailed))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(replayFailedLimit);
      if (candidates.length === 0) return { queued: 0 };
      // The status is checked again: a row the worker claimed meanwhile is being sent already.
      const queued = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          attempts: sql`case when ${webhookDeliveries.status} = 'failed' then 0 else ${webhookDeliveries.attempts} end`,
          nextAttemptAt: now(),
          claimedUntil: null,
        })
        .where(
          and(
            inArray(
              webhookDeliveries.id,
              candidates.map((row) => row.id),
            ),
            isFailed,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (queued.length > 0) deps.onQueued();
      return { queued: queued.length };
    },

    /** Queues a test event for one endpoint (whatever it subscribed to): `data.test` is `true`. */
    async sendTest(endpointId: string, type: WebhookEventType): Promise<{ id: string; messageId: string }> {
      const endpoint = await endpointOrNotFound(db, endpointId);
      const at = now();
      const id = randomUUID();
      const messageId = newMessageId();
      await db.insert(webhookDeliveries).values({
        id,
        messageId,
        endpointId,
        eventType: type,
        // A test event carries no one's data.
        includesPersonalData: false,
        payload: isChatKind(endpoint.kind)
          ? chatTestPayload(type, at)
          : webhookPayload({ type, facts: { test: true } }, at, false),
        nextAttemptAt: at,
      });
      deps.onQueued();
      return { id, messageId };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

async function endpointOrNotFound(db: Database, id: string) {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

function fieldError(field: string, code: string): AppError {
  return new AppError('validation_failed', { fields: { [field]: { code } } });
}

/** A team filter must name a team that exists (a chat endpoint's only). */
async function requireTeam(db: Database, request: WebhookEndpointRequest): Promise<void> {
  if (!request.teamId || !isChatKind(request.kind)) return;
  const [team] = await db
    .select({ id: deskTeams.id })
    .from(deskTeams)
    .where(eq(deskTeams.id, request.teamId));
  if (!team) throw fieldError('teamId', 'unknown_team');
}

/**
 * Where deliveries go and what is sealed: a standard endpoint's URL in the clear and its signing secret
 * sealed; a chat endpoint's URL sealed, only its host and last characters in the clear (decision 230).
 */
function targetColumns(
  secrets: SecretBox,
  kind: WebhookKind,
  url: string,
  signingSecret: string | undefined,
) {
  if (isChatKind(kind)) return { url: maskedUrl(url), secretEncrypted: secrets.seal(url) };
  return { url, secretEncrypted: secrets.seal(signingSecret ?? newSigningSecret()) };
}

/** `https://hooks.slack.com/…x7Qz`: enough to tell two channels apart, too little to post to either. */
export function maskedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}/…${url.slice(-4)}`;
}

function endpointColumns(request: WebhookEndpointRequest, at: Date) {
  const isEnabled = request.isEnabled ?? true;
  const isChat = isChatKind(request.kind);
  return {
    description: request.description ?? null,
    events: request.events,
    includesPersonalData: request.includesPersonalData ?? false,
    teamId: isChat ? (request.teamId ?? null) : null,
    locale: isChat ? (request.locale ?? 'en') : 'en',
    isEnabled,
    ...(isEnabled ? { disabledReason: null, disabledAt: null } : {}),
    updatedAt: at,
  };
}

function toWebhookEndpoint(row: typeof webhookEndpoints.$inferSelect): Omit<WebhookEndpoint, 'lastDelivery'> {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    teamId: row.teamId,
    locale: isDeskLocale(row.locale) ? row.locale : 'en',
    description: row.description,
    events: row.events as WebhookEventType[],
    includesPersonalData: row.includesPersonalData,
    isEnabled: row.isEnabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toWebhookDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    durationMs: row.durationMs,
    responseExcerpt: row.responseExcerpt,
  };
}
