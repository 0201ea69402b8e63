import { deskLocaleOf, deskLocales, isLocale, type Locale } from '@sitedesk/shared/locales';
import {
  publishSiteTextsRequestSchema,
  saveSiteTextRequestSchema,
  siteTextAddressSchema,
  siteTextSearchQuerySchema,
} from '@sitedesk/shared/site-texts-api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { negotiateLocale } from '../../http/request-locale';
import { requirePermission } from '../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { publishSiteTextsDoc, resetSiteTextDoc, saveSiteTextDoc, searchSiteTextsDoc } from './openapi';
import type { SiteTextsService, SiteTextTarget } from './site-texts';

/** A plural message's six forms of 2,000 characters, 4 bytes each in UTF-8, and the JSON around them. */
const maxBodyBytes = 64 * 1024;

function localeOf(c: Context<StaffEnv>): Locale {
  const locale = c.req.param('locale');
  if (!isLocale(locale)) throw new AppError('not_found');
  return locale;
}

/** The text a path names; an address no catalog can have is a 404, like a key the catalog lacks. */
function targetOf(c: Context<StaffEnv>): SiteTextTarget {
  const address = siteTextAddressSchema.safeParse({
    catalog: c.req.param('catalog'),
    key: c.req.param('key'),
  });
  if (!address.success) throw new AppError('not_found');
  return { locale: localeOf(c), ...address.data };
}

/**
 * `/api/desk/site-texts` (contract: `@sitedesk/shared/site-texts-api`, decision 206): an editor's
 * corrections of shipped UI texts. Same-origin is checked for every desk write in `app.ts`.
 */
export function siteTextsRoutes(deps: {
  auth: StaffAuth;
  service: SiteTextsService;
  audit?: AuditLog | undefined;
}) {
  const { service } = deps;
  const canEdit = requirePermission(deps.auth, 'content:edit');
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  // The desk's language: the refusals are the desk's words (`desk.json`).
  const messageLocaleOf = (c: Context<StaffEnv>) =>
    deskLocaleOf(negotiateLocale(c.req.header('accept-language'), deskLocales));

  return new Hono<StaffEnv>()
    .get('/:locale', searchSiteTextsDoc, canEdit, async (c) => {
      const query = parseWith(siteTextSearchQuerySchema, c.req.query(), messageLocaleOf(c));
      return c.json(await service.search(localeOf(c), query));
    })
    .post('/:locale/publish', publishSiteTextsDoc, canEdit, limit, async (c) => {
      const locale = localeOf(c);
      const messageLocale = messageLocaleOf(c);
      parseWith(publishSiteTextsRequestSchema, await readJson(c.req.raw, messageLocale), messageLocale);
      const result = await service.publish(c.var.staff, locale);
      if (result.published > 0) {
        await recordStaffAction(deps.audit, c.var.staff, 'content.published', {
          type: 'content',
          id: `site-texts:${locale}`,
        });
      }
      return c.json(result);
    })
    .put('/:locale/:catalog/:key', saveSiteTextDoc, canEdit, limit, async (c) => {
      const target = targetOf(c);
      const messageLocale = messageLocaleOf(c);
      const { value } = parseWith(
        saveSiteTextRequestSchema,
        await readJson(c.req.raw, messageLocale),
        messageLocale,
      );
      return c.json(await service.save(c.var.staff, target, value, messageLocale));
    })
    .delete('/:locale/:catalog/:key', resetSiteTextDoc, canEdit, async (c) =>
      c.json(await service.reset(c.var.staff, targetOf(c))),
    );
}
