import type { SiteRoute } from '@sitedesk/shared/collections/published';
import type { Locale } from '@sitedesk/shared/locales';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { loadRoute, type RenderOptions, type StoredContent } from './app/load-page';
import { renderDocument as renderDocumentWith } from './app/render-document';
import { SiteApp } from './app/site-app';
import type { PageKey } from './app/site-context';
import { DocumentHead } from './features/seo/components/document-head';

export type RenderedPage = { head: string; body: string };
export type { RenderOptions, StoredContent } from './app/load-page';
export { demoCollections } from './app/load-page';

/**
 * Renders one route in one language: the head tags and the markup the client hydrates. Without `stored`,
 * from the built-in demo content; the service passes what editors published (or, for a preview, drafts).
 */
export async function renderRoute(
  route: SiteRoute,
  locale: Locale,
  stored?: StoredContent,
  options?: RenderOptions,
): Promise<RenderedPage> {
  const { site, Page } = await loadRoute(route, locale, stored, options);
  return {
    head: renderToStaticMarkup(<DocumentHead site={site} />),
    body: renderToString(<SiteApp site={site} Page={Page} />),
  };
}

/** One fixed page: `renderRoute` of `{ kind: 'page', page }`. */
export function renderPage(page: PageKey, locale: Locale, stored?: StoredContent): Promise<RenderedPage> {
  return renderRoute({ kind: 'page', page }, locale, stored);
}

/** One complete HTML document of any route in `template` (see `app/render-document.ts`). */
export function renderRouteDocument(
  template: string,
  route: SiteRoute,
  locale: Locale,
  stored?: StoredContent,
  options?: RenderOptions,
): Promise<string> {
  return renderDocumentWith(renderRoute, template, route, locale, stored, options);
}

/** One complete HTML document of a fixed page: kept for callers that only know fixed pages. */
export function renderDocument(
  template: string,
  page: PageKey,
  locale: Locale,
  stored?: StoredContent,
): Promise<string> {
  return renderRouteDocument(template, { kind: 'page', page }, locale, stored);
}
