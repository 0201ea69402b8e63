import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { allPages, type PageId, pathFor } from '@sitedesk/shared/routes';
import { escapeXml } from './atom-feed';

/** One address in the sitemap with its translations and, when known, when it last changed. */
export type SitemapUrl = {
  path: string;
  alternates: Partial<Record<Locale, string>>;
  lastModified?: Date | undefined;
};

/**
 * Every fixed page in every language the site offers, each with its translations; `isTranslated` leaves out
 * a language's page that shows it wholly in another language (decision 213).
 */
export function fixedPageUrls(
  siteLocales: readonly Locale[],
  lastModified: (page: PageId, locale: Locale) => Date | undefined = () => undefined,
  isTranslated: (page: PageId, locale: Locale) => boolean = () => true,
): SitemapUrl[] {
  return allPages(siteLocales)
    .filter(({ page, locale }) => isTranslated(page, locale))
    .map(({ page, locale }) => ({
      path: pathFor(page, locale),
      alternates: Object.fromEntries(
        siteLocales
          .filter((other) => isTranslated(page, other))
          .map((other) => [other, pathFor(page, other)]),
      ),
      lastModified: lastModified(page, locale),
    }));
}

/**
 * Public pages in every language the site offers, each with its translations there as alternates
 * (Google's format), and when it was last changed if that is known (a publish in the desk). Without
 * `urls`, the fixed pages.
 */
export function renderSitemap(
  origin: string,
  siteLocales: readonly Locale[],
  urls: SitemapUrl[] = fixedPageUrls(siteLocales),
): string {
  const entries = urls.map(({ path, alternates, lastModified }) => {
    const lastmod = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const links = siteLocales
      .flatMap((other) => {
        const href = alternates[other];
        return href
          ? [
              `    <xhtml:link rel="alternate" hreflang="${localeTags[other].hreflang}" href="${escapeXml(origin + href)}"/>`,
            ]
          : [];
      })
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(origin + path)}</loc>${lastmod}${links ? `\n${links}` : ''}\n  </url>`;
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
