import type { Database } from '@sitedesk/db/client';
import { isDeskLocale } from '@sitedesk/shared/locales';
import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../platform/clock/clock';
import { postWebhook, type WebhookResponse } from '../../platform/webhooks/post-webhook';
import { webhookRetryDelaySeconds } from '../../platform/webhooks/retry-schedule';
import type { SecretBox } from '../../platform/webhooks/secret-box';
import { checkTarget } from '../../platform/webhooks/target-address';
import { type ChatNotice, slackMessage, teamsMessage } from './chat-notice';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  type DisabledNotice,
  disableEndpoint,
  type EndpointForDelivery,
  endpointsByIds,
  markDelivered,
  markFailed,
  noteEndpointFailure,
  scheduleRetry,
} from './delivery-repository';

export type WebhookWorkerOptions = {
  db: Database;
  secrets: SecretBox;
  logger: Logger;
  /** When deliveries are due and retries fall; tests move it (decision 145). */
  now: Clock;
  allowPrivateTargets: boolean;
  /** Where the desk is: a chat notice links to the inquiry there. */
  publicOrigin: string;
  pollIntervalSeconds: number;
  timeoutSeconds: number;
  /** Tells the owners and admins when an endpoint is switched off (decision 226), in that transaction. */
  disabledNotice?: DisabledNotice | undefined;
  /** Wakes the mail delivery after a notice was queued. */
  onMailQueued?: (() => void) | undefined;
};

/** What became of one claimed delivery, for tests and logs. */
export type WebhookOutcome = {
  id: string;
  status: 'delivered' | 'retrying' | 'failed';
  error?: string | undefined;
};

const batchSize = 10;
/** Longer than an attempt may take: a claim lapses only when its worker has surely stopped. */
const claimSeconds = 120;
/** A receiver's answer is read up to this; the excerpt kept is shorter. */
const maxResponseBytes = 4096;
const excerptChars = 500;
/** Failing this long without a success disables an endpoint (Standard Webhooks' suggestion). */
const failingDaysToDisable = 5;

/**
 * Delivers queued webhooks (decision 224): woken after a commit that queued some, and polling for retries
 * that fell due. Several instances may run it; each delivery is claimed in the database.
 */
export function startWebhookWorker(options: WebhookWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  const round = (at: Date) => {
    running = running.then(() =>
      deliverDueWebhooks(options, at).catch((error: unknown) => {
        options.logger.error({ err: error }, 'webhook delivery round failed');
        return [];
      }),
    );
    return running as Promise<WebhookOutcome[]>;
  };
  const schedule = (delayMs: number) => {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void round(options.now()).then(() => schedule(options.pollIntervalSeconds * 1000));
    }, delayMs);
    timer.unref();
  };
  schedule(options.pollIntervalSeconds * 1000);
  return {
    /** Something was queued: look now rather than at the next poll. */
    wake: () => schedule(0),
    /** Delivers what is due at `at` (default: now) and says what became of each: for tests and operators. */
    deliverDue: (at: Date = options.now()) => round(at),
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookWorker = ReturnType<typeof startWebhookWorker>;

async function deliverDueWebhooks(options: WebhookWorkerOptions, at: Date): Promise<WebhookOutcome[]> {
  const outcomes: WebhookOutcome[] = [];
  for (;;) {
    const claimed = await claimDueDeliveries(options.db, at, batchSize, claimSeconds);
    const endpoints = await endpointsByIds(options.db, [...new Set(claimed.map((d) => d.endpointId))]);
    outcomes.push(
      ...(await Promise.all(
        claimed.map((delivery) => deliverOne(options, delivery, endpoints.get(delivery.endpointId), at)),
      )),
    );
    if (claimed.length < batchSize) return outcomes;
  }
}

async function deliverOne(
  options: WebhookWorkerOptions,
  delivery: ClaimedDelivery,
  endpoint: EndpointForDelivery | undefined,
  at: Date,
): Promise<WebhookOutcome> {
  const { db } = options;
  const noAnswer = { lastStatus: null, durationMs: null, responseExcerpt: null };
  if (!endpoint?.isEnabled) {
    await markFailed(db, delivery.id, { ...noAnswer, lastError: 'endpoint_disabled' });
    return outcome(options, delivery, 'failed', 'endpoint_disabled');
  }
  // Written with personal data for an endpoint that no longer receives it: never sent (decision 238). An
  // endpoint that does receive it has a URL the desk chose (a key can neither switch it on nor move such
  // an endpoint), so this one check keeps personal data from any address a key set, whatever replays it.
  // (A Slack or Teams notice is the desk's alone, and is sent without its excerpt then: `deliveryRequest`.)
  if (endpoint.kind === 'standard' && delivery.includesPersonalData && !endpoint.includesPersonalData) {
    await markFailed(db, delivery.id, { ...noAnswer, lastError: 'personal_data_off' });
    return outcome(options, delivery, 'failed', 'personal_data_off');
  }
  const request = deliveryRequest(options, delivery, endpoint, at);
  if ('unreadable' in request) {
    // SECRET_KEY changed since the secret (or a chat URL) was sealed: a new secret or URL mends it.
    await markFailed(db, delivery.id, { ...noAnswer, lastError: 'secret_unreadable' });
    return outcome(options, delivery, 'failed', 'secret_unreadable');
  }
  const { url } = request;
  const target = await checkTarget(url.hostname, { allowPrivateTargets: options.allowPrivateTargets });
  if ('refused' in target) {
    return failAttempt(options, delivery, at, { ...noAnswer, lastError: target.refused }, undefined);
  }
  const response = await postWebhook({
    url,
    target,
    headers: request.headers(),
    body: request.body,
    timeoutMs: options.timeoutSeconds * 1000,
    maxResponseBytes,
  });
  const attempt = attemptRecord(response);
  if (response.kind === 'response' && response.status >= 200 && response.status < 300) {
    await markDelivered(db, delivery, at, attempt);
    return outcome(options, delivery, 'delivered');
  }
  if (response.kind === 'response' && response.status === 410) {
    // The receiver says the endpoint is gone for good: stop sending to it (Standard Webhooks).
    await markFailed(db, delivery.id, { ...attempt, lastError: 'http_410' });
    if (await switchOff(options, endpoint.id, 'gone', at)) {
      options.logger.warn({ endpointId: endpoint.id }, 'webhook endpoint answered 410 and was disabled');
    }
    return outcome(options, delivery, 'failed', 'http_410');
  }
  return failAttempt(
    options,
    delivery,
    at,
    attempt,
    response.kind === 'response' ? response.retryAfterSeconds : undefined,
  );
}

/** A failed attempt: try again on the schedule, or give up (no tries left, or five days of failures). */
async function failAttempt(
  options: WebhookWorkerOptions,
  delivery: ClaimedDelivery,
  at: Date,
  attempt: AttemptRecord,
  retryAfterSeconds: number | undefined,
): Promise<WebhookOutcome> {
  const { db } = options;
  const error = attempt.lastError ?? 'failed';
  const failingSince = await noteEndpointFailure(db, delivery.endpointId, at);
  if (at.getTime() - failingSince.getTime() >= failingDaysToDisable * 24 * 60 * 60 * 1000) {
    await markFailed(db, delivery.id, attempt);
    if (await switchOff(options, delivery.endpointId, 'failing', at)) {
      options.logger.warn(
        { endpointId: delivery.endpointId },
        'webhook endpoint failed for five days and was disabled',
      );
    }
    return outcome(options, delivery, 'failed', error);
  }
  const delay = webhookRetryDelaySeconds(delivery.attempts, retryAfterSeconds);
  if (delay === undefined) {
    await markFailed(db, delivery.id, attempt);
    return outcome(options, delivery, 'failed', error);
  }
  await scheduleRetry(db, delivery.id, new Date(at.getTime() + delay * 1000), attempt);
  return outcome(options, delivery, 'retrying', error);
}

/** Switches the endpoint off and tells its keepers, once; whether this call did it. */
async function switchOff(
  options: WebhookWorkerOptions,
  endpointId: string,
  reason: 'gone' | 'failing',
  at: Date,
): Promise<boolean> {
  const isSwitchedOff = await disableEndpoint(options.db, endpointId, reason, at, options.disabledNotice);
  if (isSwitchedOff && options.disabledNotice) options.onMailQueued?.();
  return isSwitchedOff;
}

function attemptRecord(response: WebhookResponse): AttemptRecord {
  if (response.kind === 'no_response') {
    return {
      lastStatus: null,
      lastError: response.error,
      durationMs: response.durationMs,
      responseExcerpt: null,
    };
  }
  const isSuccess = response.status >= 200 && response.status < 300;
  return {
    lastStatus: response.status,
    lastError: isSuccess ? null : `http_${response.status}`,
    durationMs: response.durationMs,
    responseExcerpt: response.excerpt.slice(0, excerptChars),
  };
}

type DeliveryRequest =
  | { url: URL; body: string; headers: () => Record<string, string> }
  | { unreadable: true };

/**
 * Where a delivery goes and what it carries. Standard: the stored payload, signed per Standard Webhooks.
 * Chat (decision 230): the notice rendered for Slack or Teams, to the URL sealed as the endpoint's secret,
 * unsigned (neither reads a signature: the URL is the credential).
 */
function deliveryRequest(
  options: WebhookWorkerOptions,
  delivery: ClaimedDelivery,
  endpoint: EndpointForDelivery,
  at: Date,
): DeliveryRequest {
  if (endpoint.kind !== 'standard') {
    const sealedUrl = options.secrets.open(endpoint.secretEncrypted);
    if (sealedUrl === undefined || !URL.canParse(sealedUrl)) return { unreadable: true };
    const locale = isDeskLocale(endpoint.locale) ? endpoint.locale : 'en';
    const queued = delivery.payload as ChatNotice;
    // The switch as it is now: an admin who turned the excerpt off stops it in deliveries queued before,
    // retries and replays included.
    const { excerpt: _excerpt, ...withoutExcerpt } = queued.data;
    const notice = endpoint.includesPersonalData ? queued : { ...queued, data: withoutExcerpt };
    const message =
      endpoint.kind === 'slack'
        ? slackMessage(notice, locale, options.publicOrigin)
        : teamsMessage(notice, locale, options.publicOrigin);
    return {
      url: new URL(sealedUrl),
      body: JSON.stringify(message),
      headers: () => ({ 'content-type': 'application/json', 'user-agent': 'Sitedesk-Webhooks/1' }),
    };
  }
  const secrets = signingSecrets(options.secrets, endpoint, at);
  if (secrets.length === 0) return { unreadable: true };
  const body = JSON.stringify(delivery.payload);
  return {
    url: new URL(endpoint.url),
    body,
    headers: () => {
      // The wire's own time, not the scheduling clock: receivers reject timestamps far from their clock.
      const sentAt = new Date();
      const signature = secrets
        .map((secret) => new Webhook(secret).sign(delivery.messageId, sentAt, body))
        .join(' ');
      return {
        'content-type': 'application/json',
        'user-agent': 'Sitedesk-Webhooks/1',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      };
    },
  };
}

/** The secrets to sign with: the current one, and during a rotation's grace period the previous one too. */
function signingSecrets(box: SecretBox, endpoint: EndpointForDelivery, at: Date): string[] {
  const current = box.open(endpoint.secretEncrypted);
  const previous =
    endpoint.previousSecretEncrypted && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at
      ? box.open(endpoint.previousSecretEncrypted)
      : undefined;
  return [current, previous].filter((secret): secret is string => secret !== undefined);
}

/** Logs ids, the event type and a short error code only: never the payload, the URL or a secret. */
function outcome(
  options: WebhookWorkerOptions,
  delivery: ClaimedDelivery,
  status: WebhookOutcome['status'],
  error?: string,
): WebhookOutcome {
  options.logger.info(
    {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      event: delivery.eventType,
      attempts: delivery.attempts,
      status,
      ...(error ? { error } : {}),
    },
    'webhook delivery attempt',
  );
  return { id: delivery.id, status, ...(error ? { error } : {}) };
}
