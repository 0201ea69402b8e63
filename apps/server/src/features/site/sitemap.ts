import type { Locale } from '@sitedesk/shared/locales';
import { localeTags } from '@sitedesk/shared/locales';
import { allPages, type PageId, pathFor } from '@sitedesk/shared/routes';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every public page in every language the site offers, each with its translations as alternates (Google's
 * format), and when it was last changed if that is known (a publish in the desk).
 */
export function renderSitemap(
  origin: string,
  siteLocales: readonly Locale[],
  lastModified: (page: PageId, locale: Locale) => Date | undefined = () => undefined,
): string {
  const entries = allPages(siteLocales).map(({ page, locale }) => {
    const changed = lastModified(page, locale);
    const lastmod = changed ? `\n    <lastmod>${changed.toISOString()}</lastmod>` : '';
    const alternates = siteLocales
      .map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${localeTags[other].hreflang}" href="${escapeXml(origin + pathFor(page, other))}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(origin + pathFor(page, locale))}</loc>${lastmod}\n${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The desk and the API are no business of search engines. */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /desk',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
