import type { Database } from '@sitedesk/db/client';
import {
  type ApiEntryPage,
  type ApiKeyScope,
  apiEntryListQuerySchema,
  apiEntryQuerySchema,
} from '@sitedesk/shared/api-keys-api';
import { type CollectionId, isCollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { parseWith } from '../../../http/parse-request';
import type { ApiKeyEnv } from '../../../platform/auth/api-key';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import { decodeEntryCursor, encodeEntryCursor, indexAfter, inPagingOrder } from './entry-cursor';
import { listEntriesDoc, readEntryDoc } from './openapi';
import { publishedEntries } from './published-entries';

export type PublicCollectionRoutesDependencies = {
  db: Database;
  /** The languages the site offers now (decision 151): another one publishes nothing. */
  offeredLocales: () => Promise<Locale[]>;
  /** The site's calendar day decides which jobs are still open; the system clock when left out. */
  now?: Clock | undefined;
  requireScope: (scope: ApiKeyScope) => MiddlewareHandler<ApiKeyEnv>;
};

/**
 * `/api/v1/collections/{collection}/entries` (decision 236): news, products, jobs and editors' pages as the
 * public site publishes them, in one of its languages. What the site shows anyone needs no role, so only
 * the key's `content:read` scope is checked (the guard has already refused a key whose creator left).
 */
export function publicCollectionRoutes(deps: PublicCollectionRoutesDependencies) {
  const canRead = deps.requireScope('content:read');
  const now = deps.now ?? systemClock;
  const collectionOf = (name: string): CollectionId => {
    if (!isCollectionId(name)) throw new AppError('not_found');
    return name;
  };
  const requireOffered = async (locale: Locale) => {
    if (!(await deps.offeredLocales()).includes(locale)) {
      throw new AppError('validation_failed', { fields: { locale: { code: 'invalid_value' } } });
    }
  };
  return new Hono<ApiKeyEnv>()
    .get('/collections/:collection/entries', listEntriesDoc, canRead, async (c) => {
      const collection = collectionOf(c.req.param('collection'));
      const { locale, limit, offset, cursor } = parseWith(apiEntryListQuerySchema, c.req.query());
      await requireOffered(locale);
      const after = cursor === undefined ? undefined : decodeEntryCursor(cursor, collection, locale);
      // Two places to start from: which one was meant cannot be told.
      if (after !== undefined && offset > 0) {
        throw new AppError('validation_failed', { fields: { offset: { code: 'invalid_value' } } });
      }
      const entries = inPagingOrder(collection, await publishedEntries(deps.db, collection, locale, now()));
      const start = after === undefined ? offset : indexAfter(collection, entries, after);
      const items = entries.slice(start, start + limit);
      const end = start + items.length;
      const last = items.at(-1);
      const hasMore = end < entries.length;
      const page: ApiEntryPage = {
        items,
        total: entries.length,
        nextOffset: hasMore ? end : null,
        nextCursor: hasMore && last ? encodeEntryCursor(collection, locale, last) : null,
      };
      return c.json(page);
    })
    .get('/collections/:collection/entries/:id', readEntryDoc, canRead, async (c) => {
      const collection = collectionOf(c.req.param('collection'));
      const { locale } = parseWith(apiEntryQuerySchema, c.req.query());
      await requireOffered(locale);
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('not_found');
      const [entry] = await publishedEntries(deps.db, collection, locale, now(), id);
      if (!entry) throw new AppError('not_found');
      return c.json(entry);
    });
}
