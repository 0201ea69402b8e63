/** Where the desk is, as React Router's locations describe it. */
export type DeskLocation = { pathname: string; search: string; hash: string };

/**
 * Whether moving from `from` to `to` must ask before it drops unsaved edits: only when there are some and
 * the move leaves the editor. A new query or fragment on the same page (a tab, a skip link) stays, and so
 * does a move the editor itself started after saving (`isAllowed`).
 */
export function shouldConfirmLeaving(input: {
  isDirty: boolean;
  isAllowed: boolean;
  from: DeskLocation;
  to: DeskLocation;
}): boolean {
  if (!input.isDirty || input.isAllowed) return false;
  return normalizedPath(input.from.pathname) !== normalizedPath(input.to.pathname);
}

const normalizedPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
