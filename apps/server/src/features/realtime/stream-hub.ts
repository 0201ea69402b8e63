import type { StaffAuth } from '../auth/staff';
import type { DeskBusMessage, EventBus } from './event-bus';
import type { DeskEventStream } from './event-stream';

export type StreamHubOptions = {
  auth: StaffAuth;
  events: EventBus;
  heartbeatSeconds: number;
  onError: (error: unknown) => void;
};

/**
 * Every open event stream of this service, behind one bus subscription and one heartbeat timer. The
 * heartbeat re-checks each distinct session once, not each stream: 10,000 desks on a few sessions would
 * otherwise be 10,000 database reads every 25 s, each in its own timer.
 */
export function createStreamHub(options: StreamHubOptions) {
  const streams = new Set<DeskEventStream>();
  let unsubscribe: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let isChecking = false;

  const deliver = (message: DeskBusMessage) => {
    for (const stream of streams) stream.receive(message);
  };

  /** A heartbeat keeps proxies from closing an idle stream; it also ends the streams of a revoked session. */
  async function checkSessionsAndBeat() {
    // A check slower than the interval must not pile up behind itself.
    if (isChecking) return;
    isChecking = true;
    try {
      const bySession = new Map<string, DeskEventStream[]>();
      for (const stream of streams) {
        if (!stream.isLive) continue;
        const group = bySession.get(stream.staff.sessionId);
        if (group) group.push(stream);
        else bySession.set(stream.staff.sessionId, [stream]);
      }
      await Promise.all([...bySession.values()].map(checkSession));
    } finally {
      isChecking = false;
    }
  }

  /** `group`: the live streams of one session (non-empty). */
  async function checkSession(group: DeskEventStream[]) {
    try {
      const [first] = group;
      if (!first) return;
      const current = await options.auth.resolveStaff(new Headers({ cookie: first.cookie }));
      for (const stream of group) stream.afterSessionCheck(current);
    } catch (error) {
      options.onError(error);
    }
  }

  return {
    /** Joins the bus at once: a new stream buffers what is published while it reads the event log. */
    add(stream: DeskEventStream): void {
      streams.add(stream);
      if (streams.size !== 1) return;
      unsubscribe = options.events.subscribe(deliver);
      heartbeat = setInterval(checkSessionsAndBeat, options.heartbeatSeconds * 1000);
      heartbeat.unref();
    },

    remove(stream: DeskEventStream): void {
      if (!streams.delete(stream) || streams.size !== 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
