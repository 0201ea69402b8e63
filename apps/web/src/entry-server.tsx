import type { Locale } from '@sitedesk/shared/locales';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { loadPage } from './app/load-page';
import { SiteApp } from './app/site-app';
import type { PageKey } from './app/site-context';
import { DocumentHead } from './features/seo/components/document-head';

export type RenderedPage = { head: string; body: string };

/** Renders one page in one language: the head tags and the markup the client hydrates. */
export async function renderPage(page: PageKey, locale: Locale): Promise<RenderedPage> {
  const { site, Page } = await loadPage(page, locale);
  return {
    head: renderToStaticMarkup(<DocumentHead site={site} />),
    body: renderToString(<SiteApp site={site} Page={Page} />),
  };
}
