import { useSyncExternalStore } from 'react';

/**
 * Whether single-key shortcuts are on (WCAG 2.1.4). Kept in this browser, not in the staff preferences:
 * those are table columns and would need a migration (decision 178). On unless the member turned them off.
 */
const storageKey = 'sitedesk.desk.singleKeyShortcuts';
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== 'off';
  } catch {
    // Storage can be blocked; shortcuts then stay on for this page, as without a choice.
    return true;
  }
}

export function setShortcutsEnabled(isEnabled: boolean): void {
  try {
    window.localStorage.setItem(storageKey, isEnabled ? 'on' : 'off');
  } catch {
    // Nothing to keep it in; the switch still holds until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab turning them off counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useShortcutsEnabled(): boolean {
  return useSyncExternalStore(subscribe, readEnabled, () => true);
}
