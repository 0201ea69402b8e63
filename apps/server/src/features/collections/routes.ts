import { type CollectionId, isCollectionId } from '@sitedesk/shared/collections/entries';
import {
  contentSearchQuerySchema,
  createEntryRequestSchema,
  deleteEntryQuerySchema,
  entryLanguageChoiceRequestSchema,
  entryListQuerySchema,
  entryPublishRequestSchema,
  saveEntryDraftRequestSchema,
} from '@sitedesk/shared/collections-api';
import { revisionRequestSchema } from '@sitedesk/shared/content-api';
import { defaultLocale, isLocale } from '@sitedesk/shared/locales';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { EntryTarget } from './entry-writes';
import {
  chooseEntryLanguageDoc,
  createEntryDoc,
  deleteEntryDoc,
  discardEntryDraftDoc,
  listEntriesDoc,
  listEntryVersionsDoc,
  publishEntryDoc,
  readEntryDoc,
  readEntryVersionDoc,
  restoreEntryVersionDoc,
  saveEntryDraftDoc,
  searchContentDoc,
  unpublishEntryDoc,
} from './openapi';
import type { CollectionsService } from './service';

/** A long news entry with a rich body is ~100 KB of JSON; this leaves room and stops abuse. */
const maxEntryBytes = 1024 * 1024;

const uuid = z.uuid();

function collectionOf(c: Context<StaffEnv>): CollectionId {
  const collection = c.req.param('collection');
  if (!isCollectionId(collection)) throw new AppError('not_found');
  return collection;
}

function targetOf(c: Context<StaffEnv>): EntryTarget {
  const { id, locale } = c.req.param();
  const collection = collectionOf(c);
  if (!isLocale(locale)) throw new AppError('not_found');
  if (!uuid.safeParse(id).success) throw new AppError('entry_not_found');
  return {
    collection,
    id: id ?? '',
    locale,
    messageLocale: negotiateLocale(c.req.header('accept-language')),
  };
}

/** An entry in one language, as the audit log names it: `collection:id:locale`. */
function entryAuditTarget(target: EntryTarget) {
  return { type: 'content' as const, id: `${target.collection}:${target.id}:${target.locale}` };
}

/** A version number as the database's `integer` can hold it; anything else names no version. */
function versionOf(c: Context<StaffEnv>): number {
  const digits = c.req.param('version') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(digits)) throw new AppError('not_found');
  return Number(digits);
}

/** The entries' API under `/api/desk/collections` (contract: `@sitedesk/shared/collections-api`). */
export function collectionDeskRoutes(deps: {
  auth: StaffAuth;
  service: CollectionsService;
  /** Publishing and unpublishing are audited (decision 183). */
  audit?: AuditLog | undefined;
}) {
  const { service } = deps;
  const canEdit = requirePermission(deps.auth, 'content:edit');
  const limit = bodyLimit({
    maxSize: maxEntryBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  const messageLocaleOf = (c: Context<StaffEnv>) => negotiateLocale(c.req.header('accept-language'));
  const revisionOf = async (c: Context<StaffEnv>) =>
    parseWith(revisionRequestSchema, await readJson(c.req.raw));

  return (
    new Hono<StaffEnv>()
      // Before `/:collection`, which would take `search` for a collection's name.
      .get('/search', searchContentDoc, canEdit, async (c) => {
        const { q } = parseWith(contentSearchQuerySchema, c.req.query(), messageLocaleOf(c));
        return c.json(await service.search(q));
      })
      .get('/:collection', listEntriesDoc, canEdit, async (c) => {
        const collection = collectionOf(c);
        const query = parseWith(entryListQuerySchema, c.req.query(), messageLocaleOf(c));
        const locale = query.locale ?? defaultLocale;
        return c.json(await service.list(collection, { locale, ...(query.q ? { q: query.q } : {}) }));
      })
      .post('/:collection', createEntryDoc, canEdit, limit, async (c) => {
        const collection = collectionOf(c);
        const request = parseWith(createEntryRequestSchema, await readJson(c.req.raw));
        return c.json(await service.create(c.var.staff, collection, request, messageLocaleOf(c)), 201);
      })
      .delete('/:collection/:id', deleteEntryDoc, canEdit, async (c) => {
        const collection = collectionOf(c);
        const id = c.req.param('id');
        if (!uuid.safeParse(id).success) throw new AppError('entry_not_found');
        const { redirectTo } = parseWith(deleteEntryQuerySchema, c.req.query(), messageLocaleOf(c));
        await service.remove(collection, id, redirectTo, messageLocaleOf(c));
        return c.body(null, 204);
      })
      .get('/:collection/:id/:locale', readEntryDoc, canEdit, async (c) =>
        c.json(await service.detail(targetOf(c))),
      )
      .put('/:collection/:id/:locale/draft', saveEntryDraftDoc, canEdit, limit, async (c) => {
        const request = parseWith(saveEntryDraftRequestSchema, await readJson(c.req.raw));
        return c.json(await service.saveDraft(c.var.staff, targetOf(c), request));
      })
      .post('/:collection/:id/:locale/publish', publishEntryDoc, canEdit, limit, async (c) => {
        const request = parseWith(entryPublishRequestSchema, await readJson(c.req.raw));
        const target = targetOf(c);
        const published = await service.publish(c.var.staff, target, request);
        await recordStaffAction(deps.audit, c.var.staff, 'content.published', entryAuditTarget(target));
        return c.json(published);
      })
      .put('/:collection/:id/:locale/shown-in', chooseEntryLanguageDoc, canEdit, limit, async (c) => {
        const request = parseWith(entryLanguageChoiceRequestSchema, await readJson(c.req.raw));
        const target = targetOf(c);
        const chosen = await service.chooseLanguage(c.var.staff, target, request);
        // It changes what the public site shows, as a publish does.
        await recordStaffAction(deps.audit, c.var.staff, 'content.published', entryAuditTarget(target));
        return c.json(chosen);
      })
      .post('/:collection/:id/:locale/discard', discardEntryDraftDoc, canEdit, limit, async (c) =>
        c.json(await service.discard(c.var.staff, targetOf(c), await revisionOf(c))),
      )
      .post('/:collection/:id/:locale/unpublish', unpublishEntryDoc, canEdit, limit, async (c) => {
        const target = targetOf(c);
        const unpublished = await service.unpublish(c.var.staff, target, await revisionOf(c));
        await recordStaffAction(deps.audit, c.var.staff, 'content.unpublished', entryAuditTarget(target));
        return c.json(unpublished);
      })
      .get('/:collection/:id/:locale/versions', listEntryVersionsDoc, canEdit, async (c) =>
        c.json(await service.versions(targetOf(c))),
      )
      .get('/:collection/:id/:locale/versions/:version', readEntryVersionDoc, canEdit, async (c) =>
        c.json(await service.version(targetOf(c), versionOf(c))),
      )
      .post(
        '/:collection/:id/:locale/versions/:version/restore',
        restoreEntryVersionDoc,
        canEdit,
        limit,
        async (c) =>
          c.json(await service.restore(c.var.staff, targetOf(c), versionOf(c), await revisionOf(c))),
      )
  );
}
