import { addSiteLanguageRequestSchema } from '@sitedesk/shared/site-languages-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import { addSiteLanguageDoc, listSiteLanguagesDoc, removeSiteLanguageDoc } from './openapi';
import type { SiteLanguagesService } from './site-languages';

/**
 * `/api/desk/site-languages` (contract: `@sitedesk/shared/site-languages-api`): the languages the site
 * offers, added and removed by editors. Same-origin is checked for every desk write in `app.ts`.
 */
export function siteLanguagesRoutes(deps: { auth: StaffAuth; service: SiteLanguagesService }) {
  const canEdit = requirePermission(deps.auth, 'content:edit');
  // `{"locale":"fr"}` is a few bytes: anything much larger is not a language to add.
  const limit = bodyLimit({
    maxSize: 1024,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  return new Hono<StaffEnv>()
    .get('/', listSiteLanguagesDoc, canEdit, async (c) => c.json(await deps.service.overview()))
    .post('/', addSiteLanguageDoc, canEdit, limit, async (c) => {
      const { locale } = parseWith(addSiteLanguageRequestSchema, await readJson(c.req.raw));
      return c.json(await deps.service.add(c.var.staff, locale));
    })
    .delete('/:locale', removeSiteLanguageDoc, canEdit, async (c) => {
      // The path's code is checked by the same schema as an added one: an unknown code is a 422, not a 404.
      const { locale } = parseWith(addSiteLanguageRequestSchema, { locale: c.req.param('locale') });
      return c.json(await deps.service.remove(c.var.staff, locale));
    });
}
