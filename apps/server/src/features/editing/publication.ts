import { isDeepStrictEqual } from 'node:util';

/** What a publication puts live: the draft (`restoredFrom` null) or an earlier version again. */
export type PickedDocument = { document: unknown; restoredFrom: number | null };

/** Publishing the draft when it is what is live already changes nothing (a restore always publishes). */
export function isAlreadyLive(picked: PickedDocument, published: unknown): boolean {
  return picked.restoredFrom === null && isDeepStrictEqual(picked.document, published);
}

/**
 * A restore publishes the earlier version but keeps an unpublished draft, so nobody's unsaved-to-the-site
 * work disappears with it; publishing the draft makes the draft and the live document one again.
 */
export function keepsDraft(picked: PickedDocument, row: { draft: unknown; published: unknown }): boolean {
  return picked.restoredFrom !== null && !isDeepStrictEqual(row.draft, row.published ?? {});
}
