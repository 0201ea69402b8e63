import { createContext, useContext, useEffect, useRef } from 'react';
import type { ShortcutAction } from './shortcut-keys';

/** What a page does for the shortcuts it knows; the desk itself handles `help` and `goToInbox`. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

type Registry = { register: (handlers: { current: ShortcutHandlers }) => () => void };

export const ShortcutRegistry = createContext<Registry | undefined>(undefined);

/**
 * Lets the page answer shortcuts while it is shown. The handlers are read when a key is pressed, so they
 * may close over fresh state without registering again on every render.
 */
export function useShortcutHandlers(handlers: ShortcutHandlers): void {
  const registry = useContext(ShortcutRegistry);
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => registry?.register(current), [registry]);
}
