import type { DeskEvent } from '@sitedesk/shared/desk-api';

/** A desk event as it travels between instances, with what each recipient's copy is made from. */
export type DeskBusMessage = {
  event: DeskEvent;
  /**
   * The event's cursor (`inquiry_activity.seq`), sent as the SSE `id` so a reconnecting client can ask for
   * what it missed; `null` for what is never replayed (presence, erasure).
   */
  cursor: number | null;
  /** Staff who have opened the inquiry: each recipient's copy of the item says whether it is unread for them. */
  readBy?: readonly string[];
};

/**
 * Carries desk events between the code that causes them and the realtime channel. In-process today; a
 * PostgreSQL LISTEN/NOTIFY bus can implement the same interface so several instances share events (the
 * message is plain JSON for that reason).
 */
export type EventBus = {
  publish(message: DeskBusMessage): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (message: DeskBusMessage) => void): () => void;
};

export function createInProcessEventBus(): EventBus {
  const listeners = new Set<(message: DeskBusMessage) => void>();
  return {
    publish(message) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
