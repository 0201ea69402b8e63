import { deskPresenceSchema } from '@sitedesk/shared/desk-api';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../auth/staff';
import type { EventBus } from './event-bus';
import { type EventLog, openEventStream } from './event-stream';
import { createPresenceRegistry } from './presence';

export type RealtimeDependencies = {
  auth: StaffAuth;
  events: EventBus;
  log: EventLog;
  logger: Logger;
  heartbeatSeconds: number;
};

/** `GET /api/desk/events` (server-sent events) and `POST /api/desk/presence`. */
export function realtimeRoutes(deps: RealtimeDependencies) {
  const presence = createPresenceRegistry();
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const announcePresence = (inquiryIds: string[]) => {
    for (const inquiryId of inquiryIds) {
      deps.events.publish({
        event: { type: 'presence', inquiryId, viewers: presence.viewersOf(inquiryId) },
        cursor: null,
      });
    }
  };

  return new Hono<StaffEnv>()
    .get('/events', canRead, (c) => {
      const stream = openEventStream({
        staff: c.var.staff,
        sessionHeaders: new Headers({ cookie: c.req.header('cookie') ?? '' }),
        // The browser sends the header when it reconnects by itself; a page that opens a new EventSource
        // passes the cursor it kept as `?lastEventId=`.
        lastEventId: parseCursor(c.req.header('last-event-id') ?? c.req.query('lastEventId')),
        auth: deps.auth,
        events: deps.events,
        log: deps.log,
        presence,
        announcePresence,
        heartbeatSeconds: deps.heartbeatSeconds,
        onError: (error) => deps.logger.error({ err: error }, 'desk event stream failed'),
      });
      // Nothing between the service and the browser may buffer or transform the stream (no compression).
      c.header('Content-Type', 'text/event-stream; charset=utf-8');
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return c.body(stream, 200);
    })
    .post('/presence', canRead, async (c) => {
      const { inquiryId } = parseWith(deskPresenceSchema, await readJson(c.req.raw));
      const staff = c.var.staff;
      announcePresence(presence.view(staff.sessionId, { id: staff.userId, name: staff.name }, inquiryId));
      return c.body(null, 204);
    });
}

function parseCursor(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
