import type { StaffRole } from '@sitedesk/shared/permissions';
import { can } from '@sitedesk/shared/permissions';
import type { Staff } from '../../platform/auth/staff';
import type { DeskBusMessage } from '../../platform/events/event-bus';
import { eventFrame } from './event-frames';
import type { FrameSink } from './frame-sinks';
import type { PresenceRegistry } from './presence';
import type { StreamHub } from './stream-hub';

/** What the stream needs from the database's event log (implemented by the desk feature). */
export type EventLog = {
  currentCursor(): Promise<number>;
  since(cursor: number, limit: number): Promise<DeskBusMessage[] | undefined>;
};

/** What every stream of one service shares; one object, so a stream holds a single reference to it. */
export type EventStreamServices = {
  hub: StreamHub;
  log: EventLog;
  presence: PresenceRegistry;
  /** Who views what now, as `presence` messages (shared by the streams that open together). */
  currentPresence: () => Promise<DeskBusMessage[]>;
  /** Tells every instance that the viewers of these inquiries changed. */
  announcePresence: (change: Promise<string[]>) => void;
  onError: (error: unknown) => void;
};

/** More missed events than this are not replayed; the client is told to reload its list instead. */
const catchUpLimit = 1000;

/**
 * One desk's server-sent event stream. It joins the hub (and so hears the bus) before it reads the event
 * log, so nothing published in between is lost; each event goes out with the highest cursor sent so far as
 * its `id`, so the browser's automatic reconnect asks for exactly what it has not seen. A class rather than
 * closures: 10,000 of these live in one process, and methods on the prototype cost nothing per stream.
 */
export class DeskEventStream {
  role: StaffRole;
  private lastCursor = 0;
  private isOpen = true;
  /** Counted among the session's open streams (presence) since it caught up. */
  private isPresent = false;
  /** What the bus delivered while the log was being read; `undefined` once caught up. */
  private buffered: DeskBusMessage[] | undefined = [];
  private sink: FrameSink | undefined;

  /** Access re-checks under way (`hold`), and what the bus delivered meanwhile; `undefined` when none. */
  private holds = 0;
  private held: DeskBusMessage[] | undefined;

  /**
   * @param cookie The request's cookies, to re-check the session on every heartbeat.
   * @param accessMark The hub's `accessMark()` from before the session was read.
   */
  constructor(
    readonly staff: Staff,
    readonly cookie: string,
    private readonly services: EventStreamServices,
    accessMark: number,
  ) {
    this.role = staff.role;
    services.hub.add(this, accessMark);
  }

  /** Caught up and still open: due a heartbeat and its session check. */
  get isLive(): boolean {
    return this.isOpen && this.buffered === undefined;
  }

  /** Starts writing to `sink`: missed events after `lastEventId` (the client's cursor, if any), then live. */
  start(sink: FrameSink, lastEventId: number | undefined): void {
    this.sink = sink;
    // Closed before it could start (its session ended while the response head was being written).
    if (!this.isOpen) {
      sink.end();
      return;
    }
    this.catchUp(lastEventId).catch((error: unknown) => {
      this.services.onError(error);
      this.close();
    });
  }

  /** A message from the bus. */
  receive(message: DeskBusMessage): void {
    if (this.buffered) this.buffered.push(message);
    else this.pass(message);
  }

  /**
   * The member's access changed: nothing more goes out until the re-check is done (`resume`), so an
   * event published after a removal or sign-out never reaches this stream; the check closes it instead.
   */
  hold(): void {
    this.holds++;
    this.held ??= [];
  }

  /** One re-check is done; once none is left, what was held goes out (if the stream is still open). */
  resume(): void {
    if (this.holds === 0 || --this.holds > 0) return;
    const held = this.held ?? [];
    this.held = undefined;
    for (const message of held) this.deliver(message);
  }

  /**
   * A session check came back: `current` is who the cookie belongs to now, if anyone. Ends the stream
   * when the session is gone or its role may no longer read inquiries; `false` then.
   */
  afterSessionCheck(current: Staff | undefined): boolean {
    const isOpenToThem = current !== undefined && !current.mustEnrolSecondFactor;
    if (!isOpenToThem || current.sessionId !== this.staff.sessionId || !can(current.role, 'inquiries:read')) {
      this.close();
      return false;
    }
    this.role = current.role;
    return true;
  }

  /** Keeps proxies from closing an idle stream. */
  beat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Ends the stream from the server's side. */
  close(): void {
    this.detach();
    this.sink?.end();
  }

  /**
   * The client went away (or the stream was closed): leave the hub and the viewers. An arrow, so it can be
   * handed to the response's `close` event as is: it holds only this stream, not the request's scope.
   */
  readonly detach = (): void => {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.services.hub.remove(this);
    if (this.isPresent) {
      this.services.announcePresence(this.services.presence.streamClosed(this.staff.sessionId));
    }
  };

  private async catchUp(lastEventId: number | undefined): Promise<void> {
    const { log, presence, announcePresence } = this.services;
    // A comment line first, written with the headers, so no proxy waits for a body before passing the
    // response on; then how long the browser waits before it reconnects after the stream ends.
    this.write(': connected\nretry: 2000\n\n');
    const sent = new Set<number>();
    if (lastEventId === undefined) {
      this.lastCursor = await log.currentCursor();
      // An `id` without data moves the browser's Last-Event-ID without dispatching an event.
      this.write(`id: ${this.lastCursor}\n\n`);
    } else {
      this.lastCursor = lastEventId;
      const missed = await log.since(lastEventId, catchUpLimit);
      if (missed === undefined) {
        this.lastCursor = await log.currentCursor();
        this.pass({ event: { type: 'resync' }, cursor: this.lastCursor });
      } else {
        for (const message of missed) {
          this.pass(message);
          if (message.cursor !== null) sent.add(message.cursor);
        }
      }
    }
    // Ended while reading the log: it must not join the viewers after it already left them.
    if (!this.isOpen) return;
    const pending = this.buffered ?? [];
    this.buffered = undefined;
    for (const message of pending) {
      if (message.cursor === null || !sent.has(message.cursor)) this.pass(message);
    }
    for (const message of await this.services.currentPresence()) this.pass(message);
    // Closed while reading who views what: `detach` has already taken its stream away.
    if (!this.isOpen) return;
    this.isPresent = true;
    announcePresence(presence.streamOpened(this.staff.sessionId));
  }

  /** Sends `message`, or keeps it while an access re-check is pending. */
  private pass(message: DeskBusMessage): void {
    if (this.held) this.held.push(message);
    else this.deliver(message);
  }

  private deliver(message: DeskBusMessage): void {
    if (!can(this.role, 'inquiries:read')) return;
    if (message.event.type === 'audit.recorded') {
      if (!can(this.role, 'audit:read')) return;
      if (message.event.ownersOnly && this.role !== 'owner') return;
    }
    if (message.cursor !== null) this.lastCursor = Math.max(this.lastCursor, message.cursor);
    this.write(eventFrame(message, this.staff.userId, this.lastCursor));
  }

  private write(frame: string | Uint8Array): void {
    if (!this.isOpen || !this.sink) return;
    if (!this.sink.write(frame)) this.close();
  }
}
