import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { localeOfPath, pathFor } from '@sitedesk/shared/routes';
import { Hono } from 'hono';
import { negotiateLocale } from '../../http/request-locale';
import { RenderQueueFullError } from './render-queue';
import { sendStaticFile } from './send-static-file';
import type { SiteFiles } from './site-files';
import type { StaticFile } from './static-file';

/** The public website: prerendered pages, their assets, and a helpful 404 in the visitor's language. */
export function siteRoutes(site: SiteFiles) {
  const app = new Hono();

  // The first visit costs no redirect: `/` is the home page in the visitor's language. Its canonical and
  // hreflang links name `/{locale}`, so search engines index those addresses, not this one.
  app.get('/', async (c) => {
    const home = pathFor('home', negotiateLocale(c.req.header('accept-language'), site.locales));
    // Just after a publish the home page may be rendered anew for its next visitor (decision 152).
    const file = site.files.get(home) ?? (await site.onDemandPages?.get(home));
    return file ? sendStaticFile(c, file, 200, ['Accept-Language']) : c.redirect(home, 302);
  });

  // The desk is one page that routes in the browser; its data comes from the API, behind sign-in.
  app.get('/desk', (c) => (site.deskPage ? sendStaticFile(c, site.deskPage) : c.notFound()));
  app.get('/desk/*', (c) => (site.deskPage ? sendStaticFile(c, site.deskPage) : c.notFound()));

  app.get('*', async (c) => {
    const path = c.req.path;
    let file: StaticFile | undefined;
    try {
      file = site.files.get(path) ?? (await site.onDemandPages?.get(path));
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      // More uncached pages asked for at once than the service renders (a crawler's burst): come back soon.
      return c.text('Busy: please try again in a few seconds.', 503, { 'Retry-After': '5' });
    }
    if (file) return sendStaticFile(c, file);

    // One address per page: `/en/solutions/` becomes `/en/solutions`.
    const withoutSlash = path.replace(/\/+$/, '');
    const isPage = site.files.has(withoutSlash) || site.onDemandPages?.has(withoutSlash) === true;
    if (path.length > 1 && path.endsWith('/') && isPage) {
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
    // An entry's old address (its slug changed, or it was deleted): moved for good, or gone for good.
    const redirect = site.redirects.get(path);
    if (redirect) return c.redirect(redirect + new URL(c.req.url).search, 301);
    if (!notFoundPage) return c.notFound();
    return sendStaticFile(c, notFoundPage, redirect === null ? 410 : 404);
  });

  return app;
}
