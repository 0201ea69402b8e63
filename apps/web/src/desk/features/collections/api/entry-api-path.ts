import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';

/** `/api/desk/collections/{collection}`: a collection's list, and where new entries are posted. */
export function collectionApiPath(collection: CollectionId): string {
  return `/api/desk/collections/${encodeURIComponent(collection)}`;
}

/** `/api/desk/collections/{collection}/{id}/{locale}`: the base every entry endpoint builds on. */
export function entryApiPath(collection: CollectionId, id: string, locale: Locale): string {
  return `${collectionApiPath(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(locale)}`;
}
