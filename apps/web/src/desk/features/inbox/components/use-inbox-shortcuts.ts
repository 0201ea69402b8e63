import { useShortcutHandlers } from '../../../shortcuts/shortcut-context';

/** The inquiry links of the inbox's rows, in their order on the page. */
function rowLinks(): HTMLAnchorElement[] {
  return [
    ...document.querySelectorAll<HTMLAnchorElement>('#main [data-inquiry-id] a[href^="/desk/inquiries/"]'),
  ];
}

/**
 * j/k (and the arrow keys on a row) move the focus through the rows, Enter and o open the focused one, or
 * the first (decision 178). The focus is the selection: it is visible and screen readers follow it.
 */
export function useInboxShortcuts(): void {
  const move = (step: 1 | -1) => {
    const links = rowLinks();
    const focused = links.find((link) => link === document.activeElement);
    const at = focused ? links.indexOf(focused) : -1;
    const target = at < 0 ? links[step === 1 ? 0 : links.length - 1] : links[at + step];
    target?.focus();
  };
  useShortcutHandlers({
    next: () => move(1),
    previous: () => move(-1),
    open: () => {
      const links = rowLinks();
      (links.find((link) => link === document.activeElement) ?? links[0])?.click();
    },
  });
}
