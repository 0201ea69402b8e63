import type { DeskEvent } from '@sitedesk/shared/desk-api';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type LiveState = 'connecting' | 'live' | 'reconnecting';
type Viewer = { id: string; name: string };

type DeskEvents = {
  state: LiveState;
  /**
   * Grows by one each time the channel opens again after a break, or the server says it could not replay
   * everything (`resync`): pages refetch so nothing is missed.
   */
  reconnects: number;
  /** Who is viewing each inquiry, as the server last told us. */
  presence: ReadonlyMap<string, Viewer[]>;
  subscribe: (listener: (event: DeskEvent) => void) => () => void;
};

const DeskEventsContext = createContext<DeskEvents | undefined>(undefined);
const eventTypes: DeskEvent['type'][] = [
  'inquiry.created',
  'inquiry.updated',
  'inquiry.note_added',
  'inquiry.message_added',
  'inquiry.erased',
  'presence',
  'resync',
  'audit.recorded',
];

function parseEvent(data: unknown): DeskEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as DeskEvent;
    return eventTypes.includes(event.type) ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One server-sent-events channel per signed-in tab. EventSource reconnects by itself and sends the last
 * event id, so the server replays what was missed; the `reconnects` counter lets pages refetch as well, in
 * case the server could not replay everything (e.g. after a restart).
 */
export function DeskEventsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [state, setState] = useState<LiveState>('connecting');
  const [reconnects, setReconnects] = useState(0);
  const [presence, setPresence] = useState<ReadonlyMap<string, Viewer[]>>(new Map());
  const listeners = useRef(new Set<(event: DeskEvent) => void>());

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let hasBeenOpen = false;
    let retryMs = 1000;

    const dispatch = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event) return;
      if (event.type === 'presence') {
        setPresence((current) => new Map(current).set(event.inquiryId, event.viewers));
      }
      if (event.type === 'resync') setReconnects((count) => count + 1);
      for (const listener of listeners.current) listener(event);
    };

    const connect = () => {
      source = new EventSource('/api/desk/events');
      source.onmessage = dispatch;
      source.onopen = () => {
        retryMs = 1000;
        setState('live');
        if (hasBeenOpen) {
          setReconnects((count) => count + 1);
          // Presence lives as long as a stream; the server forgot ours when it dropped.
          setPresence(new Map());
        }
        hasBeenOpen = true;
      };
      source.onerror = () => {
        setState('reconnecting');
        // The browser retries by itself while the stream is CONNECTING; once it gives up (CLOSED, e.g. on a
        // 5xx or a refused connection) we open a new one with back-off.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retryTimer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, 15_000);
        }
      };
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled]);

  const subscribe = useCallback((listener: (event: DeskEvent) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo<DeskEvents>(
    () => ({ state, reconnects, presence, subscribe }),
    [state, reconnects, presence, subscribe],
  );
  return <DeskEventsContext.Provider value={value}>{children}</DeskEventsContext.Provider>;
}

export function useDeskEvents(): DeskEvents {
  const events = useContext(DeskEventsContext);
  if (!events) throw new Error('useDeskEvents needs a DeskEventsProvider.');
  return events;
}

/** Calls `listener` for every desk event while the component is mounted. */
export function useDeskEvent(listener: (event: DeskEvent) => void): void {
  const { subscribe } = useDeskEvents();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
