import type { Staff, StaffAuth } from '../../platform/auth/staff';
import type { BusMessage, EventBus } from '../../platform/events/event-bus';
import type { DeskEventStream } from './event-stream';

export type StreamHubOptions = {
  auth: StaffAuth;
  events: EventBus;
  heartbeatSeconds: number;
  onError: (error: unknown) => void;
  /** Told how many streams are open after each change, for the metrics. */
  onStreamCountChanged?: ((count: number) => void) | undefined;
  /** Most streams one session, and one member over all their sessions, may hold open here (decision 163). */
  streamLimits: StreamLimits;
};

export type StreamLimits = { perSession: number; perUser: number };

/**
 * Every open event stream of this service, behind one bus subscription and one heartbeat timer. The
 * heartbeat re-checks each distinct session once, not each stream: 10,000 desks on a few sessions would
 * otherwise be 10,000 database reads every 25 s, each in its own timer. A member's streams are also
 * re-checked at once when the bus says their access changed (signed out, removed, another role), so
 * personal data stops at that moment, not up to a heartbeat later.
 */
export function createStreamHub(options: StreamHubOptions) {
  const streams = new Set<DeskEventStream>();
  let unsubscribe: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let isChecking = false;
  /**
   * Orders access changes and (re)subscriptions, so a stream whose session was read before it joined can
   * tell whether it may have missed a change meanwhile (see `add`).
   */
  let accessSeq = 0;
  let subscribedAt = 0;
  const accessChangedAt = new Map<string, number>();
  /** Open streams by session and by member, for `hasRoomFor`; an entry goes when its count is 0. */
  const streamsBySession = new Map<string, number>();
  const streamsByUser = new Map<string, number>();

  const deliver = (message: BusMessage) => {
    if ('staffAccessChanged' in message) {
      const { userId } = message.staffAccessChanged;
      accessChangedAt.set(userId, ++accessSeq);
      void recheck([...streams].filter((stream) => stream.staff.userId === userId));
      return;
    }
    if (!('event' in message)) return;
    for (const stream of streams) stream.receive(message);
  };

  /** A heartbeat keeps proxies from closing an idle stream; it also ends the streams of a revoked session. */
  async function checkSessionsAndBeat() {
    // A check slower than the interval must not pile up behind itself.
    if (isChecking) return;
    isChecking = true;
    try {
      await checkStreams(
        [...streams].filter((stream) => stream.isLive),
        true,
      );
    } finally {
      isChecking = false;
    }
  }

  /**
   * Re-checks `group` after an access change. The streams are held at once, before any await, so what is
   * published from now on reaches them only if their session is still valid and may read inquiries.
   */
  async function recheck(group: DeskEventStream[]) {
    for (const stream of group) stream.hold();
    try {
      await checkStreams(group, false);
    } finally {
      for (const stream of group) stream.resume();
    }
  }

  /** One session read per distinct session among `group`; `isHeartbeat`: the streams that stay get a beat. */
  async function checkStreams(group: DeskEventStream[], isHeartbeat: boolean) {
    const bySession = new Map<string, DeskEventStream[]>();
    for (const stream of group) {
      const streamsOfSession = bySession.get(stream.staff.sessionId);
      if (streamsOfSession) streamsOfSession.push(stream);
      else bySession.set(stream.staff.sessionId, [stream]);
    }
    await Promise.all(
      [...bySession.values()].map((streamsOfSession) => checkSession(streamsOfSession, isHeartbeat)),
    );
  }

  /** `group`: the streams of one session (non-empty). */
  async function checkSession(group: DeskEventStream[], isHeartbeat: boolean) {
    try {
      const [first] = group;
      if (!first) return;
      const current = await options.auth.resolveStaff(new Headers({ cookie: first.cookie }), {
        isBackgroundCheck: true,
      });
      for (const stream of group) {
        if (stream.afterSessionCheck(current) && isHeartbeat) stream.beat();
      }
    } catch (error) {
      options.onError(error);
      // Unsure after an access change: end the streams; the browser reconnects and signs in afresh.
      if (!isHeartbeat) for (const stream of group) stream.close();
    }
  }

  return {
    /** Take before reading a new stream's session, and pass to `add`. */
    accessMark: (): number => accessSeq,

    /**
     * Joins the bus at once: a new stream buffers what is published while it reads the event log. Its
     * session was read at `accessMark`; if this hub was not listening since then, or heard that the
     * member's access changed, that read may be stale and is repeated now.
     */
    add(stream: DeskEventStream, accessMark: number): void {
      streams.add(stream);
      changeCount(streamsBySession, stream.staff.sessionId, 1);
      changeCount(streamsByUser, stream.staff.userId, 1);
      options.onStreamCountChanged?.(streams.size);
      if (streams.size === 1) {
        unsubscribe = options.events.subscribe(deliver);
        subscribedAt = ++accessSeq;
        heartbeat = setInterval(checkSessionsAndBeat, options.heartbeatSeconds * 1000);
        heartbeat.unref();
      }
      const changedAt = accessChangedAt.get(stream.staff.userId) ?? 0;
      if (subscribedAt > accessMark || changedAt > accessMark) void recheck([stream]);
    },

    /**
     * Whether `staff` may open one more stream on this instance: counted here, in this process, as the
     * open connections they limit are (decision 163). Check and `add` with no await between.
     */
    hasRoomFor(staff: Staff): boolean {
      const { perSession, perUser } = options.streamLimits;
      return (
        (streamsBySession.get(staff.sessionId) ?? 0) < perSession &&
        (streamsByUser.get(staff.userId) ?? 0) < perUser
      );
    },

    remove(stream: DeskEventStream): void {
      if (!streams.delete(stream)) return;
      changeCount(streamsBySession, stream.staff.sessionId, -1);
      changeCount(streamsByUser, stream.staff.userId, -1);
      options.onStreamCountChanged?.(streams.size);
      if (streams.size !== 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
      // Unheard while unsubscribed anyway; a later `add` compares with the new subscription instead.
      accessChangedAt.clear();
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

function changeCount(counts: Map<string, number>, key: string, by: 1 | -1): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
