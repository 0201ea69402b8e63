import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ShortcutHandlers, ShortcutRegistry } from './shortcut-context';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { idleShortcuts, keyTargetOf, readShortcut, type ShortcutState } from './shortcut-keys';
import { useShortcutsEnabled } from './shortcut-preference';

/**
 * One key listener for the signed-in desk (decision 178). Pages say what their shortcuts do with
 * `useShortcutHandlers`; the page registered last (the one on top) answers. `?` and `g i` work everywhere.
 */
export function KeyboardShortcuts({ children }: { children: ReactNode }) {
  const isEnabled = useShortcutsEnabled();
  const navigate = useNavigate();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const handlers = useRef<{ current: ShortcutHandlers }[]>([]);
  const state = useRef<ShortcutState>(idleShortcuts);

  const registry = useMemo(
    () => ({
      register: (entry: { current: ShortcutHandlers }) => {
        handlers.current = [...handlers.current, entry];
        return () => {
          handlers.current = handlers.current.filter((other) => other !== entry);
        };
      },
    }),
    [],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A key already used (the composer's Ctrl+Enter) or part of an IME composition is not ours.
      if (event.defaultPrevented || event.isComposing) return;
      const target = keyTargetOf(event.target instanceof Element ? event.target : null);
      const result = readShortcut(
        {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          target,
        },
        state.current,
        isEnabled,
      );
      state.current = result.state;
      const { action } = result;
      if (!action) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (action === 'goToInbox') {
        event.preventDefault();
        void navigate('/desk');
        return;
      }
      const handler = handlers.current.findLast((entry) => entry.current[action])?.current[action];
      if (handler) {
        event.preventDefault();
        handler();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isEnabled, navigate]);

  return (
    <ShortcutRegistry.Provider value={registry}>
      {children}
      <ShortcutHelpDialog isOpen={isHelpOpen} onClose={() => setHelpOpen(false)} />
    </ShortcutRegistry.Provider>
  );
}
