import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { isLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { VisitorPageMessages } from '@sitedesk/shared/messages/visitor-page-catalogs';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, hashClientAddress } from '../../../http/client-address';
import { isUuid } from '../../../http/is-uuid';
import { requireSameOrigin, type TrustedOrigins } from '../../../http/same-origin';
import type { SiteFiles } from '../../site/site-files';
import type { AttachmentLimits, UploadedFile } from '../intake/check-attachments';
import { uploadedFilesOf } from '../intake/read-submission';
import type { QuoteMessages } from '../quotes/service';
import type { QuoteDecisionKind, QuoteFormState, QuoteNotice } from '../quotes/visitor-quote-html';
import { type AnswerFormState, notFoundMain, requestPageMain } from './page-html';
import { pageDocument } from './page-shell';
import type { VisitorPageService } from './service';

/**
 * An answer of 5,000 characters, each up to 4 bytes in UTF-8 and 3 characters per byte when form-encoded,
 * fits with room to spare; anything larger is refused before it is read. A multipart post (with files) may
 * carry the contact form's total of files on top (decision 182).
 */
const maxFieldsBytes = 64 * 1024;

export type VisitorPageRouteDependencies = {
  service: VisitorPageService;
  site: Pick<SiteFiles, 'notFoundPages' | 'locales'>;
  /** The page's texts in a language, with the editors' live corrections (decision 206). */
  texts: (locale: Locale) => Promise<VisitorPageMessages>;
  /** The quotations' words on the page (decision 220). */
  quoteTexts: (locale: Locale) => Promise<QuoteMessages>;
  companyName: string;
  /** The contact form's file rules; the page's body limit and its file picker follow them. */
  attachments: AttachmentLimits;
  trustedOrigins: TrustedOrigins;
  trustedProxies: readonly string[];
  secret: string;
};

type ErrorStatus = 404 | 409 | 413 | 415 | 400 | 422 | 429;

/** `/{locale}/requests/{token}`: the visitor's own page (decision 173), HTML for people, not the API. */
export function visitorPageRoutes(deps: VisitorPageRouteDependencies) {
  const path = (locale: Locale, token: string) => `/${locale}/requests/${encodeURIComponent(token)}`;

  /** Never cached, never indexed, no cookie; `Referrer-Policy` is the security headers' (no-referrer). */
  function send(c: Context, document: string, status: 200 | ErrorStatus = 200): Response {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(document, status);
  }

  async function notFound(c: Context, locale: Locale): Promise<Response> {
    const text = await deps.texts(locale);
    return send(
      c,
      pageDocument({
        shellPage: deps.site.notFoundPages[locale],
        locale,
        title: text.notFound.documentTitle,
        main: notFoundMain(locale, text),
      }),
      404,
    );
  }

  async function page(
    c: Context,
    locale: Locale,
    token: string,
    form: AnswerFormState,
    status: 200 | ErrorStatus = 200,
    quotes: { form?: QuoteFormState; notice?: QuoteNotice } = {},
  ): Promise<Response> {
    const view = await deps.service.read(token);
    if (!view) return notFound(c, locale);
    const text = await deps.texts(locale);
    const quoteText = (await deps.quoteTexts(locale)).page;
    const title = formatMessage(text.documentTitle, { reference: ltrIsolateIn(locale, view.reference) });
    return send(
      c,
      pageDocument({
        shellPage: deps.site.notFoundPages[locale],
        locale,
        // A refused answer says so first, in the tab's title too.
        title: form.error || quotes.form ? `${text.errorTitle} ${title}` : title,
        main: requestPageMain(view, form, {
          locale,
          text,
          companyName: deps.companyName,
          action: path(locale, token),
          allowedKinds: deps.attachments.allowedAttachmentKinds,
          quotes: { text: quoteText, ...quotes },
        }),
        pathIn: (other) => path(other, token),
      }),
      status,
    );
  }

  /**
   * The page's language from its path: one the site offers. A link in a language the site no longer offers
   * opens the page in the site's first language rather than failing.
   */
  function localeOf(c: Context): { locale: Locale } | { redirectTo: Locale } | undefined {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return undefined;
    if (deps.site.locales.includes(locale)) return { locale };
    const fallback = deps.site.locales[0];
    return fallback ? { redirectTo: fallback } : undefined;
  }

  /** Over the cap: the page again, saying what was too large, before a byte more is read (413). */
  const tooLarge =
    (error: 'too_long' | 'files_too_large'): Parameters<typeof bodyLimit>[0]['onError'] =>
    (c) => {
      const chosen = localeOf(c);
      const locale = chosen && 'locale' in chosen ? chosen.locale : (deps.site.locales[0] ?? 'en');
      const hadFiles = error === 'files_too_large';
      return page(c, locale, c.req.param('token') ?? '', { text: '', error, isSent: false, hadFiles }, 413);
    };
  const fieldsOnly = bodyLimit({ maxSize: maxFieldsBytes, onError: tooLarge('too_long') });
  const withFiles = bodyLimit({
    maxSize: deps.attachments.maxTotalAttachmentBytes + maxFieldsBytes,
    onError: tooLarge('files_too_large'),
  });
  /**
   * By Content-Length, else counted while streaming: only a multipart post to a live page may bring files.
   * A made-up token gets the small cap, so nobody without a link can make the service buffer megabytes.
   */
  const limitBody: MiddlewareHandler = async (c, next) =>
    isMultipart(c) && (await deps.service.isKnown(c.req.param('token') ?? ''))
      ? withFiles(c, next)
      : fieldsOnly(c, next);

  return new Hono()
    .get('/:locale{[a-z]{2}}/requests/:token', async (c, next) => {
      const chosen = localeOf(c);
      if (!chosen) return next();
      const token = c.req.param('token');
      if ('redirectTo' in chosen) return c.redirect(path(chosen.redirectTo, token), 302);
      const decided = c.req.query('decided');
      const quoteId = c.req.query('quote') ?? '';
      const notice: QuoteNotice | undefined =
        (decided === 'accept' || decided === 'decline' || decided === 'changes') && isUuid(quoteId)
          ? { quoteId, decision: decided }
          : undefined;
      return page(
        c,
        chosen.locale,
        token,
        { text: '', isSent: c.req.query('sent') === '1', hadFiles: false },
        200,
        notice ? { notice } : {},
      );
    })
    .post(
      '/:locale{[a-z]{2}}/requests/:token/quotes/:quoteId',
      // A cross-site post is refused before its body is read (403, nothing changes).
      requireSameOrigin(deps.trustedOrigins),
      fieldsOnly,
      async (c, next) => {
        const chosen = localeOf(c);
        if (!chosen) return next();
        const { token, quoteId } = c.req.param();
        if ('redirectTo' in chosen) return notFound(c, chosen.redirectTo);
        const { locale } = chosen;
        const type = (c.req.header('content-type') ?? '').toLowerCase();
        if (!type.startsWith('application/x-www-form-urlencoded') && !isMultipart(c)) {
          return notFound(c, locale);
        }
        let fields: Record<string, unknown>;
        try {
          fields = await c.req.parseBody();
        } catch {
          return notFound(c, locale);
        }
        const outcome = await deps.service.decideQuote(
          token,
          quoteId,
          fields,
          hashClientAddress(clientAddress(c, deps.trustedProxies), deps.secret),
          locale,
        );
        const empty = { text: '', isSent: false, hadFiles: false };
        switch (outcome.kind) {
          case 'decided': {
            const decision: QuoteDecisionKind = outcome.decision;
            // Post/redirect/get, as the answer: a reload does not decide twice.
            return c.redirect(
              `${path(locale, token)}?quote=${quoteId}&decided=${decision}#quote-${quoteId}`,
              303,
            );
          }
          case 'not_found':
            return notFound(c, locale);
          case 'refused':
            return page(c, locale, token, empty, outcome.status, { form: outcome.form });
          case 'rate_limited':
            c.header('Retry-After', String(outcome.retryAfterSeconds));
            return page(c, locale, token, { ...empty, error: 'rate_limited' }, 429);
        }
      },
    )
    .post(
      '/:locale{[a-z]{2}}/requests/:token',
      // A cross-site post is refused before its body is read (403, nothing changes).
      requireSameOrigin(deps.trustedOrigins),
      limitBody,
      async (c, next) => {
        const chosen = localeOf(c);
        if (!chosen) return next();
        const token = c.req.param('token');
        if ('redirectTo' in chosen) return notFound(c, chosen.redirectTo);
        const { locale } = chosen;
        const type = (c.req.header('content-type') ?? '').toLowerCase();
        const refused = (error: AnswerFormState['error'], status: ErrorStatus) =>
          page(c, locale, token, { text: '', error, isSent: false, hadFiles: false }, status);
        if (!type.startsWith('application/x-www-form-urlencoded') && !isMultipart(c)) {
          return refused('required', 415);
        }
        // The contact form's parser (Hono's, over the capped body), files under `attachments` as there.
        let answer: unknown;
        let files: UploadedFile[];
        try {
          const body = await c.req.parseBody({ all: true });
          answer = body.answer;
          files = await uploadedFilesOf(body.attachments);
        } catch {
          return refused('required', 400);
        }
        const typed = typeof answer === 'string' ? answer : '';
        const outcome = await deps.service.answer(
          token,
          { answer: typed, files },
          hashClientAddress(clientAddress(c, deps.trustedProxies), deps.secret),
        );
        // A browser never fills a file input again: a refused answer asks for the files anew.
        const kept = { text: showable(typed), isSent: false, hadFiles: files.length > 0 };
        switch (outcome.kind) {
          case 'stored':
            // Post/redirect/get: a reload does not send the answer twice; `#sent` takes the reader to the news.
            return c.redirect(`${path(locale, token)}?sent=1#sent`, 303);
          case 'not_found':
            return notFound(c, locale);
          case 'invalid':
            return page(c, locale, token, { ...kept, error: outcome.code }, statusOf(outcome.code));
          case 'rate_limited':
            c.header('Retry-After', String(outcome.retryAfterSeconds));
            return page(c, locale, token, { ...kept, error: 'rate_limited' }, 429);
        }
      },
    );
}

/** What was typed, kept for the form, without what no page can hold (NUL, a lone surrogate). */
function showable(text: string): string {
  return text.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The contact form's statuses for the same refusals: too large 413, not a kind we take 415, else 422. */
function statusOf(code: NonNullable<AnswerFormState['error']>): 413 | 415 | 422 {
  if (code === 'file_too_large' || code === 'files_too_large') return 413;
  if (code === 'unsupported_file_type') return 415;
  return 422;
}
