import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { localeOfPath, pathFor } from '@sitedesk/shared/routes';
import { Hono } from 'hono';
import { negotiateLocale } from '../../http/request-locale';
import { sendStaticFile } from './send-static-file';
import type { SiteFiles } from './site-files';

/** The public website: prerendered pages, their assets, and a helpful 404 in the visitor's language. */
export function siteRoutes(site: SiteFiles) {
  const app = new Hono();

  app.get('/', (c) => {
    c.header('Vary', 'Accept-Language');
    c.header('Cache-Control', 'no-cache');
    return c.redirect(pathFor('home', negotiateLocale(c.req.header('accept-language'), site.locales)), 302);
  });

  // The desk is one page that routes in the browser; its data comes from the API, behind sign-in.
  app.get('/desk', (c) => (site.deskPage ? sendStaticFile(c, site.deskPage) : c.notFound()));
  app.get('/desk/*', (c) => (site.deskPage ? sendStaticFile(c, site.deskPage) : c.notFound()));

  app.get('*', (c) => {
    const path = c.req.path;
    const file = site.files.get(path);
    if (file) return sendStaticFile(c, file);

    // One address per page: `/en/solutions/` becomes `/en/solutions`.
    if (path.length > 1 && path.endsWith('/') && site.files.has(path.replace(/\/+$/, ''))) {
      const query = new URL(c.req.url).search;
      return c.redirect(path.replace(/\/+$/, '') + query, 301);
    }

    // `/fr/…` on a site without French is a 404 in a language the site offers.
    const pathLocale = localeOfPath(path);
    const locale: Locale =
      pathLocale && site.locales.includes(pathLocale)
        ? pathLocale
        : negotiateLocale(c.req.header('accept-language'), site.locales);
    const notFoundPage = site.notFoundPages[locale] ?? site.notFoundPages[defaultLocale];
    return notFoundPage ? sendStaticFile(c, notFoundPage, 404) : c.notFound();
  });

  return app;
}
