import { decodeKeysetCursor, encodeKeysetCursor } from '../../../http/keyset-cursor';

/** The list's cursor: the last item's `updated_at` and id (`keyset-cursor.ts` says how it is written). */
export type InquiryCursor = { updatedAt: string; id: string };

export function encodeCursor(cursor: InquiryCursor): string {
  return encodeKeysetCursor({ at: cursor.updatedAt, id: cursor.id });
}

/** A cursor this server did not write → 422 on `cursor`, never a query with what it holds. */
export function decodeCursor(text: string): InquiryCursor {
  const { at, id } = decodeKeysetCursor(text);
  return { updatedAt: at, id };
}
