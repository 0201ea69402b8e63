import type { DeskEvent } from '@sitedesk/shared/desk-api';

/**
 * Carries desk events between the code that causes them and the realtime channel. In-process today; a
 * PostgreSQL LISTEN/NOTIFY bus can implement the same interface so several instances share events.
 */
export type EventBus = {
  publish(event: DeskEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: DeskEvent) => void): () => void;
};

export function createInProcessEventBus(): EventBus {
  const listeners = new Set<(event: DeskEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
