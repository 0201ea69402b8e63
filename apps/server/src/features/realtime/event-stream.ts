import type { DeskEvent } from '@sitedesk/shared/desk-api';
import { can } from '@sitedesk/shared/permissions';
import type { Staff, StaffAuth } from '../auth/staff';
import type { DeskBusMessage, EventBus } from './event-bus';
import type { PresenceRegistry } from './presence';

/** What the stream needs from the database's event log (implemented by the desk feature). */
export type EventLog = {
  currentCursor(): Promise<number>;
  since(cursor: number, limit: number): Promise<DeskBusMessage[] | undefined>;
};

export type EventStreamOptions = {
  staff: Staff;
  /** The request's headers, to re-check the session on every heartbeat. */
  sessionHeaders: Headers;
  /** The cursor a reconnecting client sent back (`Last-Event-ID`), if any. */
  lastEventId: number | undefined;
  auth: StaffAuth;
  events: EventBus;
  log: EventLog;
  presence: PresenceRegistry;
  announcePresence: (inquiryIds: string[]) => void;
  heartbeatSeconds: number;
  onError: (error: unknown) => void;
};

/** More missed events than this are not replayed; the client is told to reload its list instead. */
const catchUpLimit = 1000;

/** A client that has not read this many queued events is too slow: it is cut off and will catch up. */
const maxQueuedEvents = 1000;

const encoder = new TextEncoder();

/**
 * One desk's server-sent event stream. It subscribes to the bus before it reads the event log, so nothing
 * published in between is lost; each event goes out with the highest cursor sent so far as its `id`, so the
 * browser's automatic reconnect asks for exactly what it has not seen.
 */
export function openEventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const { staff } = options;
  let role = staff.role;
  let lastCursor = 0;
  let isOpen = true;
  let buffered: DeskBusMessage[] | undefined = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const write = (text: string) => {
    if (!isOpen || !controller) return;
    if ((controller.desiredSize ?? 0) < -maxQueuedEvents) return close();
    controller.enqueue(encoder.encode(text));
  };

  const deliver = (message: DeskBusMessage) => {
    if (!can(role, 'inquiries:read')) return;
    if (message.cursor !== null) lastCursor = Math.max(lastCursor, message.cursor);
    write(`id: ${lastCursor}\ndata: ${JSON.stringify(personalise(message, staff.userId))}\n\n`);
  };

  const unsubscribe = options.events.subscribe((message) => {
    if (buffered) buffered.push(message);
    else deliver(message);
  });

  function cleanUp() {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    unsubscribe();
    options.announcePresence(options.presence.streamClosed(staff.sessionId));
  }

  function close() {
    const open = controller;
    cleanUp();
    try {
      open?.close();
    } catch {
      // Already closed by the client.
    }
  }

  async function start() {
    // The browser waits this long before it reconnects after the stream ends.
    write('retry: 2000\n\n');
    const sent = new Set<number>();
    if (options.lastEventId === undefined) {
      lastCursor = await options.log.currentCursor();
      // An `id` without data moves the browser's Last-Event-ID without dispatching an event.
      write(`id: ${lastCursor}\n\n`);
    } else {
      lastCursor = options.lastEventId;
      const missed = await options.log.since(options.lastEventId, catchUpLimit);
      if (missed === undefined) {
        lastCursor = await options.log.currentCursor();
        deliver({ event: { type: 'resync' }, cursor: lastCursor });
      } else {
        for (const message of missed) {
          deliver(message);
          if (message.cursor !== null) sent.add(message.cursor);
        }
      }
    }
    const pending = buffered ?? [];
    buffered = undefined;
    for (const message of pending) {
      if (message.cursor === null || !sent.has(message.cursor)) deliver(message);
    }
    for (const { inquiryId, viewers } of options.presence.all()) {
      deliver({ event: { type: 'presence', inquiryId, viewers }, cursor: null });
    }
    options.announcePresence(
      options.presence.streamOpened(staff.sessionId, { id: staff.userId, name: staff.name }),
    );
    heartbeat = setInterval(checkSessionAndBeat, options.heartbeatSeconds * 1000);
    heartbeat.unref();
  }

  /** A heartbeat keeps proxies from closing an idle stream; it also ends the stream of a revoked session. */
  async function checkSessionAndBeat() {
    try {
      const current = await options.auth.resolveStaff(options.sessionHeaders);
      if (!current || current.sessionId !== staff.sessionId || !can(current.role, 'inquiries:read'))
        return close();
      role = current.role;
      write(': heartbeat\n\n');
    } catch (error) {
      options.onError(error);
    }
  }

  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      start().catch((error: unknown) => {
        options.onError(error);
        close();
      });
    },
    cancel() {
      cleanUp();
    },
  });
}

/** The recipient's own copy: whether the inquiry is unread is a per-person fact. */
function personalise(message: DeskBusMessage, userId: string): DeskEvent {
  const { event } = message;
  if (event.type !== 'inquiry.created' && event.type !== 'inquiry.updated') return event;
  const isUnread = !(message.readBy ?? []).includes(userId);
  return { ...event, inquiry: { ...event.inquiry, unread: isUnread } };
}
