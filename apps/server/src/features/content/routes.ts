import { isCollectionId } from '@sitedesk/shared/collections/entries';
import { isContentSectionKey } from '@sitedesk/shared/content/sections';
import {
  type ContentOverview,
  revisionRequestSchema,
  saveDraftRequestSchema,
} from '@sitedesk/shared/content-api';
import { isLocale, type Locale } from '@sitedesk/shared/locales';
import { isPageId } from '@sitedesk/shared/routes';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { LivePages } from './live-pages';
import {
  discardDraftDoc,
  listContentDoc,
  listVersionsDoc,
  publishSectionDoc,
  readSectionDoc,
  readVersionDoc,
  restoreVersionDoc,
  saveDraftDoc,
} from './openapi';
import type { ContentService, SectionTarget } from './service';

/** The largest section (the privacy policy) is ~10 KB of JSON; this leaves room and stops abuse. */
const maxDraftBytes = 512 * 1024;

function targetOf(c: Context<StaffEnv>): SectionTarget {
  const { locale, section } = c.req.param();
  if (!isLocale(locale) || !isContentSectionKey(section)) throw new AppError('not_found');
  return { locale, section, messageLocale: negotiateLocale(c.req.header('accept-language')) };
}

/** A version number as the database's `integer` can hold it; anything else names no version. */
function versionOf(c: Context<StaffEnv>): number {
  const digits = c.req.param('version') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(digits)) throw new AppError('not_found');
  return Number(digits);
}

/** The content editor's API under `/api/desk/content` (contract: `@sitedesk/shared/content-api`). */
export function contentDeskRoutes(deps: {
  auth: StaffAuth;
  service: ContentService;
  /** The languages the site offers now (decision 151): the desk offers editing these. */
  siteLocales: () => Promise<readonly Locale[]>;
  /** Publishing is audited (decision 183). */
  audit?: AuditLog | undefined;
}) {
  const { service } = deps;
  const canEdit = requirePermission(deps.auth, 'content:edit');
  const limit = bodyLimit({
    maxSize: maxDraftBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  const revisionOf = async (c: Context<StaffEnv>) =>
    parseWith(revisionRequestSchema, await readJson(c.req.raw));

  return new Hono<StaffEnv>()
    .get('/', listContentDoc, canEdit, async (c) => {
      const [overview, siteLocales] = await Promise.all([service.overview(), deps.siteLocales()]);
      return c.json({ ...overview, siteLocales: [...siteLocales] } satisfies ContentOverview);
    })
    .get('/:locale/:section', readSectionDoc, canEdit, async (c) => c.json(await service.detail(targetOf(c))))
    .put('/:locale/:section/draft', saveDraftDoc, canEdit, limit, async (c) => {
      const request = parseWith(saveDraftRequestSchema, await readJson(c.req.raw));
      return c.json(await service.saveDraft(c.var.staff, targetOf(c), request));
    })
    .post('/:locale/:section/publish', publishSectionDoc, canEdit, limit, async (c) => {
      const target = targetOf(c);
      const published = await service.publish(c.var.staff, target, await revisionOf(c));
      await recordStaffAction(deps.audit, c.var.staff, 'content.published', {
        type: 'content',
        id: `${target.section}:${target.locale}`,
      });
      return c.json(published);
    })
    .post('/:locale/:section/discard', discardDraftDoc, canEdit, limit, async (c) =>
      c.json(await service.discard(c.var.staff, targetOf(c), await revisionOf(c))),
    )
    .get('/:locale/:section/versions', listVersionsDoc, canEdit, async (c) =>
      c.json(await service.versions(targetOf(c))),
    )
    .get('/:locale/:section/versions/:version', readVersionDoc, canEdit, async (c) =>
      c.json(await service.version(targetOf(c), versionOf(c))),
    )
    .post('/:locale/:section/versions/:version/restore', restoreVersionDoc, canEdit, limit, async (c) =>
      c.json(await service.restore(c.var.staff, targetOf(c), versionOf(c), await revisionOf(c))),
    );
}

function sendPreview(c: Context<StaffEnv>, html: string | undefined): Response {
  if (html === undefined) throw new AppError('not_found');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(html);
}

/**
 * `/desk/preview/{locale}/{page}[?section=…]` and `/desk/preview/collections/{collection}/{id}/{locale}`:
 * the real page rendered with the drafts, for editors only, with a bar that says so and links back to the
 * editor. Never cached, never indexed.
 */
export function contentPreviewRoutes(deps: { auth: StaffAuth; livePages: LivePages }) {
  const canEdit = requirePermission(deps.auth, 'content:edit');
  return new Hono<StaffEnv>()
    .get('/collections/:collection/:id/:locale', canEdit, async (c) => {
      const { collection, id, locale } = c.req.param();
      if (!isCollectionId(collection) || !isLocale(locale) || !z.uuid().safeParse(id).success) {
        throw new AppError('not_found');
      }
      return sendPreview(c, await deps.livePages.renderEntryPreview(collection, id, locale));
    })
    .get('/:locale/:page', canEdit, async (c) => {
      const { locale, page } = c.req.param();
      if (!isLocale(locale) || !isPageId(page)) throw new AppError('not_found');
      const section = c.req.query('section');
      const editing = isContentSectionKey(section) ? section : undefined;
      return sendPreview(c, await deps.livePages.renderPreview(page, locale, editing));
    });
}
