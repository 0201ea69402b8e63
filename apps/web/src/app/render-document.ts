import type { SiteRoute } from '@sitedesk/shared/collections/published';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import type { RenderOptions, StoredContent } from './load-page';

/** What renders one route's head tags and body markup (`entry-server`'s `renderRoute`). */
export type RouteRenderer = (
  route: SiteRoute,
  locale: Locale,
  stored?: StoredContent,
  options?: RenderOptions,
) => Promise<{ head: string; body: string }>;

export class UnsafePageError extends Error {
  constructor(where: string) {
    super(`${where}: inline scripts and style attributes break the Content-Security-Policy.`);
    this.name = 'UnsafePageError';
  }
}

/** React puts resource hints (e.g. the preload of a high-priority image) first in its output; they belong in the head. */
function splitLeadingLinks(body: string): { links: string; markup: string } {
  const leading = body.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  return { links: leading, markup: body.slice(leading.length) };
}

function describeRoute(route: SiteRoute): string {
  switch (route.kind) {
    case 'page':
      return route.page;
    case 'newsList':
      return `news/${route.category ?? 'all'}/${route.pageNumber}`;
    case 'jobsList':
      return 'careers';
    case 'entry':
      return `${route.collection}/${route.id}`;
  }
}

/**
 * One complete HTML document from the page template (the client build's `index.html`, its
 * `<!--app-head-->` and `<!--app-html-->` slots). The build's prerender and the service's publishing both
 * call this, so a page rendered after an editor's publish is the same document the build would make.
 */
export async function renderDocument(
  renderRoute: RouteRenderer,
  template: string,
  route: SiteRoute,
  locale: Locale,
  stored?: StoredContent,
  options?: RenderOptions,
): Promise<string> {
  const rendered = await renderRoute(route, locale, stored, options);
  const { links, markup } = splitLeadingLinks(rendered.body);
  // Only inside a `<time` tag: editors' text is escaped, so it can never contain one.
  const body = markup.replaceAll('<time dateTime=', '<time datetime=');
  // React writes the DOM property name; HTML spells the attribute in lower case.
  const head = `${rendered.head}${links}`
    .replaceAll('hrefLang=', 'hreflang=')
    .replaceAll('fetchPriority=', 'fetchpriority=');
  if (
    /<script(?![^>]*type="application\/ld\+json")[^>]*>[^<]/.test(head + body) ||
    /\sstyle="/.test(head + body)
  ) {
    throw new UnsafePageError(`${locale}/${describeRoute(route)}`);
  }
  // Replacer functions: editors' text may contain `$&` and the like, which a replacement string would expand.
  return template
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${localeTags[locale].hreflang}" dir="${localeTags[locale].dir}">`,
    )
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body);
}
