/**
 * The inquiries before and after the open one in the list beside it. When the open one has just left the
 * list (closed while the view shows open ones), its last place still counts: "next" is the one that moved
 * up into that place, so working through a filtered list never jumps back to its top.
 */
export function neighboursOf(
  ids: readonly string[],
  currentId: string,
  lastIndex: number | undefined,
): { previous: string | undefined; next: string | undefined; index: number | undefined } {
  const index = ids.indexOf(currentId);
  if (index >= 0) return { previous: ids[index - 1], next: ids[index + 1], index };
  if (lastIndex === undefined) return { previous: undefined, next: undefined, index: undefined };
  return { previous: ids[lastIndex - 1], next: ids[lastIndex], index: lastIndex };
}
