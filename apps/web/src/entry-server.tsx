import type { Locale } from '@sitedesk/shared/locales';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { loadPage, type StoredContent } from './app/load-page';
import { renderDocument as renderDocumentWith } from './app/render-document';
import { SiteApp } from './app/site-app';
import type { PageKey } from './app/site-context';
import { DocumentHead } from './features/seo/components/document-head';

export type RenderedPage = { head: string; body: string };
export type { StoredContent } from './app/load-page';

/**
 * Renders one page in one language: the head tags and the markup the client hydrates. Without `stored`,
 * from the built-in demo content; the service passes what editors published.
 */
export async function renderPage(
  page: PageKey,
  locale: Locale,
  stored?: StoredContent,
): Promise<RenderedPage> {
  const { site, Page } = await loadPage(page, locale, stored);
  return {
    head: renderToStaticMarkup(<DocumentHead site={site} />),
    body: renderToString(<SiteApp site={site} Page={Page} />),
  };
}

/** One complete HTML document in `template` (see `app/render-document.ts`). */
export function renderDocument(
  template: string,
  page: PageKey,
  locale: Locale,
  stored?: StoredContent,
): Promise<string> {
  return renderDocumentWith(renderPage, template, page, locale, stored);
}
