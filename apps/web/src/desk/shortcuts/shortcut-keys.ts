/**
 * The desk's keyboard shortcuts as a pure model (decision 178): which key, in which place, means what.
 * The listener in `keyboard-shortcuts.tsx` only describes the key press and carries the state between two.
 */
export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'assignToMe'
  | 'answer'
  | 'done'
  | 'goToInbox'
  | 'help';

/**
 * Where the key was pressed: `typing` is a text field, select, contenteditable, an open dialog or a
 * widget that uses the keys itself (combobox, slider…); `interactive` a link or button, where Enter keeps its own meaning;
 * `list` an inquiry link in a list, where the arrow keys move; `page` anywhere else.
 */
export type KeyTarget = 'typing' | 'interactive' | 'list' | 'page';

export type KeyPress = {
  key: string;
  /** The physical key (`KeyJ`), for layouts whose letters are not Latin (an Arabic keyboard types ت on J). */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: KeyTarget;
};

/** `g` waits for its second key; anything else (or nothing) forgets it. */
export type ShortcutState = { pendingG: boolean };
export const idleShortcuts: ShortcutState = { pendingG: false };

export type ShortcutResult = { action: ShortcutAction | undefined; state: ShortcutState };

const singleKeys: Record<string, ShortcutAction> = {
  j: 'next',
  k: 'previous',
  o: 'open',
  a: 'assignToMe',
  r: 'answer',
  e: 'done',
  '?': 'help',
};

// Arrow keys scroll the page and move inside widgets; they mean next/previous only on a list's own links.
const listKeys: Record<string, ShortcutAction> = { ArrowDown: 'next', ArrowUp: 'previous' };

/**
 * What a key press does. Never with Ctrl, Cmd or Alt (the browser's and the composer's own keys, Ctrl+Enter
 * among them), never while typing, and not at all when the member turned single-key shortcuts off (WCAG 2.1.4).
 * Shift is allowed: `?` needs it on most layouts; `J` (Caps Lock) counts as `j`.
 */
export function readShortcut(press: KeyPress, state: ShortcutState, isEnabled: boolean): ShortcutResult {
  const none = { action: undefined, state: idleShortcuts };
  if (!isEnabled || press.ctrlKey || press.metaKey || press.altKey || press.target === 'typing') return none;
  const key = keyOf(press);
  if (state.pendingG) return key === 'i' ? { action: 'goToInbox', state: idleShortcuts } : none;
  if (key === 'g') return { action: undefined, state: { pendingG: true } };
  if (key === 'Enter') return press.target === 'page' ? { action: 'open', state: idleShortcuts } : none;
  const listAction = listKeys[key];
  if (listAction) return press.target === 'list' ? { action: listAction, state: idleShortcuts } : none;
  return { action: singleKeys[key], state: idleShortcuts };
}

/**
 * The key as the shortcuts name it: a Latin letter as typed (Caps Lock ignored); on a non-Latin layout the
 * letter printed at the same place on a QWERTY keyboard, as Gmail does; `؟` (Arabic) counts as `?`.
 */
function keyOf(press: KeyPress): string {
  if (press.key === '؟') return '?';
  if (press.key.length !== 1) return press.key;
  if (/^[\x20-\x7e]$/.test(press.key)) return press.key.toLowerCase();
  const letter = /^Key([A-Z])$/.exec(press.code)?.[1];
  return letter ? letter.toLowerCase() : press.key;
}

const typingRoles = new Set(['textbox', 'combobox', 'listbox', 'slider', 'spinbutton', 'searchbox', 'menu']);
// Inputs that take no typing: a key press on them is a shortcut like on a button.
const buttonLikeInputs = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image']);

/** Where in the page a key press happened (see `KeyTarget`); `element` is the event's target. */
export function keyTargetOf(element: Element | null): KeyTarget {
  if (!element) return 'page';
  // An open dialog owns its keys (a confirmation, the media picker, the shortcuts' own help). A closed one
  // does not: right after Escape, focus can still sit on its button until the browser moves it out, and a
  // `g` pressed in that moment must not be swallowed.
  if (element.closest('[contenteditable=""], [contenteditable="true"], textarea, select, dialog[open]')) {
    return 'typing';
  }
  const role = element.getAttribute('role');
  if (role && typingRoles.has(role)) return 'typing';
  if (element instanceof HTMLInputElement) {
    return buttonLikeInputs.has(element.type) ? 'interactive' : 'typing';
  }
  // The rows of the inbox and of the list beside an inquiry carry their inquiry's id.
  if (element.closest('[data-inquiry-id] a')) return 'list';
  if (element.closest('a, button, summary, [role="button"], [role="link"]')) return 'interactive';
  return 'page';
}
