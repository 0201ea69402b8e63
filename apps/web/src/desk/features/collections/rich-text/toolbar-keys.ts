import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End move focus between a toolbar's buttons (the WAI-ARIA toolbar pattern), so Tab
 * stops at the toolbar once and then goes on to the text.
 */
export function moveToolbarFocus(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
  let next: number | undefined;
  if (step !== undefined) next = (index + step + buttons.length) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  for (const [position, button] of buttons.entries()) button.tabIndex = position === next ? 0 : -1;
  buttons[next]?.focus();
}

/** `Mod` is Ctrl, or ⌘ on Apple keyboards, as Tiptap reads its shortcuts. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** A shortcut as shown (`Ctrl+B`, `⌘+B`) and as `aria-keyshortcuts` wants it (`Control+B`, `Meta+B`). */
export function shortcutLabels(keys: string): { shown: string; aria: string } {
  const apple = isApplePlatform();
  const parts = keys.split('+');
  const shown = parts
    .map((part) => (part === 'Mod' ? (apple ? '⌘' : 'Ctrl') : part === 'Alt' && apple ? '⌥' : part))
    .join('+');
  const aria = parts.map((part) => (part === 'Mod' ? (apple ? 'Meta' : 'Control') : part)).join('+');
  return { shown, aria };
}
