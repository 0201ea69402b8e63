import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { allPages } from '@sitedesk/shared/routes';
import { loadSiteFiles, type SiteFiles } from '../features/site/site-files';

export const testOrigin = 'https://www.veltrum.example';

export const testSiteLocales: readonly Locale[] = ['en', 'de', 'fr', 'ar'];

/**
 * A small stand-in for the built website, written in the same layout the web build produces, so the
 * service's tests do not depend on a full front-end build. `siteLocales`: the languages it offers, as
 * SITE_LOCALES would (default: the four the service's tests are written in, so that rendering every page
 * does not take 28 languages' time).
 */
export function createTestSite(siteLocales: readonly Locale[] = testSiteLocales): SiteFiles {
  const root = mkdtempSync(join(tmpdir(), 'sitedesk-site-'));
  const pagesDir = join(root, 'pages');
  const clientDir = join(root, 'client');
  const page = (locale: string, title: string) =>
    `<!doctype html><html lang="${locale}"><head><title>${title}</title>` +
    `<link rel="canonical" href="%ORIGIN%/${locale}"></head><body><h1>${title}</h1>${'<p>Veltrum</p>'.repeat(80)}</body></html>`;
  for (const locale of locales) mkdirSync(join(pagesDir, locale), { recursive: true });
  for (const { page: id, locale } of allPages())
    writeFileSync(join(pagesDir, locale, `${id}.html`), page(locale, id));
  for (const locale of locales)
    writeFileSync(join(pagesDir, locale, '404.html'), page(locale, `not-found-${locale}`));
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    join(clientDir, 'assets', 'site-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  try {
    return loadSiteFiles({
      clientDir,
      pagesDir,
      origin: testOrigin,
      siteLocales,
    });
  } finally {
    rmSync(root, { recursive: true, force: true }); // Everything is in memory now.
  }
}
