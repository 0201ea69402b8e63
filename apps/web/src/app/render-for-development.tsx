import type { SiteRoute } from '@sitedesk/shared/collections/published';
import { collectionPages } from '@sitedesk/shared/collections/site-routes';
import { isLocale } from '@sitedesk/shared/locales';
import { matchPage } from '@sitedesk/shared/routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { demoCollections, loadRoute } from './load-page';
import { SiteApp } from './site-app';

/**
 * `vite dev` serves an empty shell for every URL, so the whole page is rendered in the browser. Production
 * pages are prerendered and only their islands are hydrated (see `main.tsx`).
 */
export async function renderForDevelopment(root: HTMLElement): Promise<void> {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : location.pathname;
  if (path === '/') {
    location.replace('/en');
    return;
  }
  const match = matchPage(path);
  const pathLocale = path.split('/')[1];
  const locale = match?.locale ?? (isLocale(pathLocale) ? pathLocale : 'en');
  const route: SiteRoute = match
    ? { kind: 'page', page: match.page }
    : (collectionPages(demoCollections(locale), locale).find((page) => page.path === path)?.route ?? {
        kind: 'page',
        page: 'notFound',
      });
  const { site, Page } = await loadRoute(route, locale);
  document.documentElement.lang = locale;
  createRoot(root).render(
    <StrictMode>
      <SiteApp site={site} Page={Page} />
    </StrictMode>,
  );
}
