import { isIPv6 } from 'node:net';
import { performance } from 'node:perf_hooks';

export type SmtpSessionLimits = {
  /** Sessions at once from one client (see `clientKeyOf`). */
  maxPerClient: number;
  /** Longest time without progress (an accepted recipient, message bytes) before the session is closed. */
  idleMs: number;
  /** Longest a session lasts, progress or not. */
  lifetimeMs: number;
};

/**
 * The client a connection counts against: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber or one server usually gets a whole /64, so counting single addresses would count nothing).
 * An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKeyOf(address: string): string {
  const bare = address.trim().toLowerCase();
  const mapped = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : undefined;
  if (mapped?.includes('.')) return mapped;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.split('%')[0] ?? bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] | undefined {
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  let hex = address;
  const ipv4Groups: string[] = [];
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    ipv4Groups.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    hex = address.slice(0, address.endsWith(`::${tail}`) ? lastColon + 1 : lastColon);
  }
  const halves = hex.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - ipv4Groups.length - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const zeros = Array.from({ length: missing }, () => '0');
  return [...head, ...zeros, ...rest, ...ipv4Groups].map((group) => Number.parseInt(group, 16).toString(16));
}

type TrackedSession = {
  client: string;
  startedAt: number;
  lastProgressAt: number;
  /** Handlers of ours the client is waiting for: the session is not idle then, we are slow. */
  waitingForUs: number;
  timer: NodeJS.Timeout | undefined;
};

/**
 * Keeps one client from holding the listener: at most `maxPerClient` sessions from one client, each closed
 * when it makes no progress for `idleMs` or has lasted `lifetimeMs`. "Progress" is an accepted recipient or
 * message bytes, so a client that sends NOOP (or RSET, HELP, refused recipients) to keep its socket busy
 * is still idle. The counts live in this process, as the connections do.
 */
export function createSmtpSessionGuard(
  limits: SmtpSessionLimits,
  closeSession: (sessionId: string, reason: 'idle' | 'lifetime') => void,
) {
  const sessions = new Map<string, TrackedSession>();
  const perClient = new Map<string, number>();

  function schedule(sessionId: string, session: TrackedSession) {
    clearTimeout(session.timer);
    const due = Math.min(session.lastProgressAt + limits.idleMs, session.startedAt + limits.lifetimeMs);
    session.timer = setTimeout(() => check(sessionId), Math.max(0, due - performance.now()));
    session.timer.unref();
  }

  function check(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.waitingForUs > 0) return;
    const now = performance.now();
    if (now >= session.startedAt + limits.lifetimeMs) return end(sessionId, 'lifetime');
    if (now >= session.lastProgressAt + limits.idleMs) return end(sessionId, 'idle');
    schedule(sessionId, session);
  }

  function end(sessionId: string, reason: 'idle' | 'lifetime') {
    release(sessionId);
    closeSession(sessionId, reason);
  }

  function release(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) return;
    clearTimeout(session.timer);
    sessions.delete(sessionId);
    const count = (perClient.get(session.client) ?? 1) - 1;
    if (count > 0) perClient.set(session.client, count);
    else perClient.delete(session.client);
  }

  return {
    /** `false`: the client already holds its share of sessions; refuse this one. */
    admit(sessionId: string, remoteAddress: string): boolean {
      const client = clientKeyOf(remoteAddress);
      const count = perClient.get(client) ?? 0;
      if (count >= limits.maxPerClient) return false;
      perClient.set(client, count + 1);
      const now = performance.now();
      const session: TrackedSession = {
        client,
        startedAt: now,
        lastProgressAt: now,
        waitingForUs: 0,
        timer: undefined,
      };
      sessions.set(sessionId, session);
      schedule(sessionId, session);
      return true;
    },
    /** The session moved a message forward; only a timestamp, so it is cheap enough for every chunk. */
    progress(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session) session.lastProgressAt = performance.now();
    },
    /** The client now waits for a handler of ours; the returned function says the answer went out. */
    waitingForUs(sessionId: string): () => void {
      const session = sessions.get(sessionId);
      if (!session) return () => {};
      session.waitingForUs += 1;
      let isDone = false;
      return () => {
        if (isDone) return;
        isDone = true;
        session.waitingForUs -= 1;
        check(sessionId);
      };
    },
    /** The connection closed, whoever closed it. */
    release,
    /** Sessions from `remoteAddress`'s client (tests and the decision record's figures). */
    sessionsOf(remoteAddress: string): number {
      return perClient.get(clientKeyOf(remoteAddress)) ?? 0;
    },
  };
}

export type SmtpSessionGuard = ReturnType<typeof createSmtpSessionGuard>;
