import type { ApiEntry } from '@sitedesk/shared/api-keys-api';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';

/**
 * A stable cursor over a collection's published entries (decision 241). The list is built in memory in
 * the site's order, so an offset moves whenever an editor publishes or withdraws an entry ahead of it: a
 * page walk then repeats or skips one. The cursor instead holds the last entry's place in that order (its
 * sort fields and id), and the next page starts after that place in the list as it is then: entries
 * published or withdrawn meanwhile shift nothing else. Only an entry whose own sort field is edited
 * (a product moved) may be met twice or not at all, as in any keyset.
 */

type SortField = { field: string; kind: 'text' | 'number'; isDescending?: boolean };

/** The site's order (`buildPublishedCollections`), and then the id where the site leaves ties as they come. */
const sortFields: Record<CollectionId, SortField[]> = {
  news: [{ field: 'date', kind: 'text', isDescending: true }],
  products: [
    { field: 'position', kind: 'number' },
    { field: 'name', kind: 'text' },
  ],
  jobs: [{ field: 'closingDate', kind: 'text' }],
  pages: [{ field: 'title', kind: 'text' }],
};

/** The sort fields' values, then the id. */
type SortKey = (string | number)[];

function keyOf(collection: CollectionId, entry: ApiEntry): SortKey {
  const values = sortFields[collection].map(({ field, kind }) => {
    const value = entry.document[field];
    if (kind === 'number') return typeof value === 'number' ? value : 0;
    return typeof value === 'string' ? value : '';
  });
  return [...values, entry.id];
}

function compareKeys(collection: CollectionId, a: SortKey, b: SortKey): number {
  const fields = sortFields[collection];
  for (const [index, left] of a.entries()) {
    const right = b[index];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right)) ||
          (left < (right ?? '') ? -1 : left > (right ?? '') ? 1 : 0);
    if (order !== 0) return fields[index]?.isDescending ? -order : order;
  }
  return 0;
}

/** The site's list with its ties put in id order, so every entry has one place a cursor can point after. */
export function inPagingOrder(collection: CollectionId, entries: ApiEntry[]): ApiEntry[] {
  return [...entries].sort((a, b) => compareKeys(collection, keyOf(collection, a), keyOf(collection, b)));
}

/** Where the entries after `cursor` start in `entries` (in paging order); its length when none follow. */
export function indexAfter(collection: CollectionId, entries: ApiEntry[], cursor: SortKey): number {
  const index = entries.findIndex((entry) => compareKeys(collection, keyOf(collection, entry), cursor) > 0);
  return index === -1 ? entries.length : index;
}

export function encodeEntryCursor(collection: CollectionId, locale: Locale, entry: ApiEntry): string {
  const payload = { c: collection, l: locale, k: keyOf(collection, entry) };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/**
 * The place a cursor handed out for this collection and language points after; anything else (garbled,
 * another collection's, another language's) is a 422 on `cursor`, never a guess.
 */
export function decodeEntryCursor(text: string, collection: CollectionId, locale: Locale): SortKey {
  const invalid = () => new AppError('validation_failed', { fields: { cursor: { code: 'invalid' } } });
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof payload !== 'object' || payload === null) throw invalid();
  const { c, l, k } = payload as { c?: unknown; l?: unknown; k?: unknown };
  const fields = sortFields[collection];
  if (c !== collection || l !== locale || !Array.isArray(k) || k.length !== fields.length + 1)
    throw invalid();
  const key: SortKey = [];
  for (const [index, value] of k.entries()) {
    const kind = fields[index]?.kind ?? 'text';
    if (kind === 'number' ? !Number.isFinite(value) : typeof value !== 'string') throw invalid();
    key.push(value as string | number);
  }
  // The last place is the entry's id, which breaks ties.
  const id = key.at(-1);
  if (typeof id !== 'string' || !isUuid(id)) throw invalid();
  return key;
}
