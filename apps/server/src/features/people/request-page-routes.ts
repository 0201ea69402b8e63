import { isLocale, type Locale } from '@sitedesk/shared/locales';
import type { ErasureRequestMessages } from '@sitedesk/shared/messages/erasure-request-catalogs';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, hashClientAddress } from '../../http/client-address';
import { requireSameOrigin, type TrustedOrigins } from '../../http/same-origin';
import { pageDocument } from '../inquiry/visitor-page';
import type { SiteFiles } from '../site/site-files';
import { type ErasurePageState, erasurePageMain } from './request-page-html';
import type { PeopleService } from './service';

export type ErasureRequestPageDependencies = {
  service: Pick<PeopleService, 'readLink' | 'fileRequest'>;
  site: Pick<SiteFiles, 'notFoundPages' | 'locales'>;
  /** The page's texts in a language, with the editors' live corrections (decision 206). */
  texts: (locale: Locale) => Promise<ErasureRequestMessages>;
  trustedOrigins: TrustedOrigins;
  trustedProxies: readonly string[];
  secret: string;
};

type Status = 200 | 400 | 404 | 410 | 413 | 429;

const statusOf: Record<'invalid' | 'expired' | 'gone', Status> = { invalid: 404, expired: 410, gone: 404 };

/**
 * `/{locale}/erasure/{token}` (decision 185): the page the confirmation mail's signed link opens, where the
 * visitor asks for their data to be erased. One button, a plain form post (no JavaScript), post/redirect/get;
 * no cookie, never cached or indexed; requests counted per client network in the database.
 */
export function erasureRequestPageRoutes(deps: ErasureRequestPageDependencies) {
  const path = (locale: Locale, token: string) => `/${locale}/erasure/${encodeURIComponent(token)}`;

  async function send(
    c: Context,
    locale: Locale,
    token: string,
    state: ErasurePageState,
    status: Status = 200,
  ) {
    const { title, main } = erasurePageMain(state, await deps.texts(locale), locale);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Type', 'text/html; charset=utf-8');
    const document = pageDocument({
      shellPage: deps.site.notFoundPages[locale],
      locale,
      title,
      main,
      pathIn: (other) => path(other, token),
    });
    return c.body(document, status);
  }

  /** A language the site offers; a link in one it no longer offers opens in its first language. */
  function localeOf(c: Context): Locale | undefined {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return undefined;
    return deps.site.locales.includes(locale) ? locale : deps.site.locales[0];
  }

  async function formPage(c: Context, locale: Locale, token: string, isRateLimited: boolean, status: Status) {
    const link = await deps.service.readLink(token);
    if (link.kind !== 'valid') return send(c, locale, token, link, statusOf[link.kind]);
    return send(
      c,
      locale,
      token,
      { kind: 'form', reference: link.reference, action: path(locale, token), isRateLimited },
      status,
    );
  }

  return new Hono()
    .get('/:locale{[a-z]{2}}/erasure/:token', async (c, next) => {
      const locale = localeOf(c);
      if (!locale) return next();
      const token = c.req.param('token');
      const due = c.req.query('due');
      // After the post (post/redirect/get): the date the request is due, from the redirect's own query.
      if (c.req.query('sent') === '1' && due && /^\d{4}-\d{2}-\d{2}$/.test(due)) {
        // Only for a live link: nobody can make our page state a date for someone else's link.
        const link = await deps.service.readLink(token);
        if (link.kind !== 'valid') return send(c, locale, token, link, statusOf[link.kind]);
        const dueAt = new Date(`${due}T00:00:00Z`);
        // "2026-13-45" has the shape but is no day: the form again, never a RangeError's 500.
        if (!Number.isNaN(dueAt.getTime())) return send(c, locale, token, { kind: 'sent', dueAt });
      }
      return formPage(c, locale, token, false, 200);
    })
    .post(
      '/:locale{[a-z]{2}}/erasure/:token',
      // A cross-site post is refused before anything is read (403, nothing changes).
      requireSameOrigin(deps.trustedOrigins),
      // The form has no fields: anything sizeable is not it.
      bodyLimit({ maxSize: 1024, onError: (c) => c.body(null, 413) }),
      async (c, next) => {
        const locale = localeOf(c);
        if (!locale) return next();
        const token = c.req.param('token');
        const outcome = await deps.service.fileRequest(
          token,
          hashClientAddress(clientAddress(c, deps.trustedProxies), deps.secret),
        );
        switch (outcome.kind) {
          case 'recorded':
            return c.redirect(
              `${path(locale, token)}?sent=1&due=${outcome.dueAt.toISOString().slice(0, 10)}#sent`,
              303,
            );
          case 'rate_limited':
            c.header('Retry-After', String(outcome.retryAfterSeconds));
            return formPage(c, locale, token, true, 429);
          default:
            return send(c, locale, token, outcome, statusOf[outcome.kind]);
        }
      },
    );
}
