import { locales, localeTags } from '@sitedesk/shared/locales';
import { allPages, pathFor } from '@sitedesk/shared/routes';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page in every language, each with its translations as alternates (Google's format). */
export function renderSitemap(origin: string): string {
  const entries = allPages().map(({ page, locale }) => {
    const alternates = locales
      .map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${localeTags[other].hreflang}" href="${escapeXml(origin + pathFor(page, other))}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(origin + pathFor(page, locale))}</loc>\n${alternates}\n  </url>`;
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
