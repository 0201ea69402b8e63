import { ServerResponse } from 'node:http';
import { X_ALREADY_SENT } from '@hono/node-server/utils/response/constants';
import { deskPresenceSchema } from '@sitedesk/shared/desk-api';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { EventBus } from '../../platform/events/event-bus';
import { DeskEventStream, type EventLog, type EventStreamServices } from './event-stream';
import { NodeResponseSink, openWebStreamSink } from './frame-sinks';
import { createOpenGate } from './open-gate';
import { followEventsDoc, presenceDoc } from './openapi';
import type { PresenceRegistry } from './presence';
import { sharedRead } from './shared-read';
import { createStreamHub, type StreamLimits } from './stream-hub';

export type RealtimeDependencies = {
  auth: StaffAuth;
  events: EventBus;
  log: EventLog;
  /** Shared by every instance (the database), built once by the composition root. */
  presence: PresenceRegistry;
  logger: Logger;
  heartbeatSeconds: number;
  onStreamCountChanged?: ((count: number) => void) | undefined;
  /** Most event streams one session, and one member, may hold open on this instance. */
  streamLimits: StreamLimits;
};

/** How many streams may be opening (reading their session) at once; see open-gate.ts. */
const concurrentOpens = 8;
/** Opens that may wait for their turn; more at once get 429 with Retry-After (a flood of junk cookies). */
const maxWaitingOpens = 20_000;
/** A session over its stream limit is told to try again after the desk's longest reconnect back-off. */
const streamLimitRetrySeconds = 15;

/**
 * `c.env` under @hono/node-server; absent under `app.request(...)`. `accessMark`: the hub's, from before
 * the session was read.
 */
type RealtimeEnv = StaffEnv & { Bindings: { outgoing?: unknown }; Variables: { accessMark: number } };

/** `GET /api/desk/events` (server-sent events) and `POST /api/desk/presence`. */
export function realtimeRoutes(deps: RealtimeDependencies) {
  const { presence } = deps;
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const onError = (error: unknown) => deps.logger.error({ err: error }, 'desk event stream failed');
  const announcePresence = (change: Promise<string[]>) => {
    announceViewers(deps.events, presence, change).catch(onError);
  };
  const hub = createStreamHub({ ...deps, onError });
  const services: EventStreamServices = {
    hub,
    log: {
      currentCursor: sharedRead(() => deps.log.currentCursor()),
      since: (cursor, limit) => deps.log.since(cursor, limit),
    },
    presence,
    // One set of messages for all the streams that share a read: each is serialised once, not per stream.
    currentPresence: sharedRead(async () =>
      (await presence.all()).map(({ inquiryId, viewers }) => ({
        event: { type: 'presence' as const, inquiryId, viewers },
        cursor: null,
      })),
    ),
    announcePresence,
    onError,
  };

  const openGate = createOpenGate(concurrentOpens, maxWaitingOpens);
  // Taken before `canRead` reads the session: see StreamHub.add. Opens take turns (open-gate.ts); the
  // mark is taken before the wait, which only makes the check on joining more careful, never less.
  const markAccess: MiddlewareHandler<RealtimeEnv> = async (c, next) => {
    c.set('accessMark', hub.accessMark());
    // No cookie, no session to look up: `canRead` refuses it at once, without taking a staff desk's turn.
    if (!c.req.header('cookie')) return next();
    if (!(await openGate.enter())) throw new AppError('rate_limited', { retryAfterSeconds: 5 });
    try {
      // A desk that gave up while waiting (closed tab, reconnect) costs no session lookup.
      if (c.req.raw.signal.aborted) return c.body(null, 204);
      await next();
    } finally {
      openGate.leave();
    }
  };

  return new Hono<RealtimeEnv>()
    .get('/events', followEventsDoc, markAccess, canRead, (c) => {
      // One session opening streams without end (150 tabs, or a script) would hold as many connections
      // and as much memory; checked and joined with no await between, so a burst cannot slip past it.
      if (!hub.hasRoomFor(c.var.staff)) {
        throw new AppError('rate_limited', { retryAfterSeconds: streamLimitRetrySeconds });
      }
      const stream = new DeskEventStream(
        c.var.staff,
        c.req.header('cookie') ?? '',
        services,
        c.var.accessMark,
      );
      // The browser sends the header when it reconnects by itself; a page that opens a new EventSource
      // passes the cursor it kept as `?lastEventId=`.
      const lastEventId = parseCursor(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
      // Nothing between the service and the browser may buffer or transform the stream (no compression).
      c.header('Content-Type', 'text/event-stream; charset=utf-8');
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');

      const outgoing = c.env?.outgoing;
      if (!(outgoing instanceof ServerResponse)) {
        const { sink, body } = openWebStreamSink(stream.detach);
        stream.start(sink, lastEventId);
        return c.body(body, 200);
      }
      // A bound method, not an arrow function here: an arrow would keep this handler's scope, and with
      // it the whole request context `c`, alive for as long as the stream is open (decision 147).
      outgoing.once('close', stream.detach);
      // The adapter leaves a response marked as already sent alone; the frames go to the socket directly.
      c.header(X_ALREADY_SENT, 'true');
      startAfterMiddleware(c, outgoing, stream, lastEventId);
      return c.body(null, 200);
    })
    .post('/presence', presenceDoc, canRead, async (c) => {
      const { inquiryId } = parseWith(deskPresenceSchema, await readJson(c.req.raw));
      const staff = c.var.staff;
      const change = presence.view(staff.sessionId, { id: staff.userId, name: staff.name }, inquiryId);
      // Announced before the answer, so the viewer is visible everywhere once the request is done.
      await announceViewers(deps.events, presence, change);
      return c.body(null, 204);
    });
}

/** Publishes the current viewers of each inquiry whose viewers `change` reports changed. */
export async function announceViewers(
  events: EventBus,
  presence: PresenceRegistry,
  change: Promise<string[]>,
): Promise<void> {
  for (const inquiryId of await change) {
    const viewers = await presence.viewersOf(inquiryId);
    events.publish({ event: { type: 'presence', inquiryId, viewers }, cursor: null });
  }
}

/**
 * Writes the head once every middleware has added its own headers to this response (they do so after the
 * handler returns, in promise callbacks, which all run before the next event-loop turn), then starts the
 * stream. `c` is held only until then.
 */
function startAfterMiddleware(
  c: Context,
  outgoing: ServerResponse,
  stream: DeskEventStream,
  lastEventId: number | undefined,
): void {
  setImmediate(() => {
    if (outgoing.destroyed) return;
    outgoing.writeHead(200, headersToSend(c));
    stream.start(new NodeResponseSink(outgoing), lastEventId);
  });
}

function headersToSend(c: Context): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of c.res.headers) {
    if (name !== X_ALREADY_SENT && name !== 'set-cookie') headers[name] = value;
  }
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

function parseCursor(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
