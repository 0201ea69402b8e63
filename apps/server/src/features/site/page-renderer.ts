import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteRoute } from '@sitedesk/shared/collections/published';
import type { StoredContent } from '@sitedesk/shared/content/stored-content';
import type { Locale } from '@sitedesk/shared/locales';
import type { PageId } from '@sitedesk/shared/routes';

export type PageKey = PageId | 'notFound';

export type { StoredContent };

/** A page rendered from drafts: it carries the "Draft preview" bar linking back to `editorPath`. */
export type RenderOptions = { preview?: { editorPath: string } };

/** Renders a complete page document of any route, exactly as the build's prerender does. */
export type PageRenderer = (
  route: SiteRoute,
  locale: Locale,
  stored: StoredContent,
  options?: RenderOptions,
) => Promise<string>;

/** The part of the web build's `entry-server` bundle the service calls. */
type ServerEntry = {
  renderRouteDocument(
    template: string,
    route: SiteRoute,
    locale: Locale,
    stored?: StoredContent,
    options?: RenderOptions,
  ): Promise<string>;
};

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof (value as Partial<ServerEntry> | null)?.renderRouteDocument === 'function';
}

/** A fixed page's route. */
export function pageRoute(page: PageKey): SiteRoute {
  return { kind: 'page', page };
}

/**
 * Loads the web build's server-side renderer, the same code that prerendered the pages, so a publish
 * renders the same HTML a rebuild would. `undefined` when the build has none (the service's unit tests
 * run on a stand-in site); the pages then stay as built.
 */
export async function loadPageRenderer(
  files: { serverEntry: string; pageTemplate: string },
  /** A function when the languages change while the service runs (editors choose them, decision 151). */
  siteLocales?: readonly Locale[] | (() => readonly Locale[]),
): Promise<PageRenderer | undefined> {
  if (!existsSync(files.serverEntry) || !existsSync(files.pageTemplate)) return undefined;
  const entry: unknown = await import(pathToFileURL(files.serverEntry).href);
  if (!isServerEntry(entry)) throw new Error(`${files.serverEntry} does not export renderRouteDocument.`);
  const template = readFileSync(files.pageTemplate, 'utf8');
  // Every page names the site's languages, whoever calls: the live pages, a preview.
  const currentLocales = typeof siteLocales === 'function' ? siteLocales : () => siteLocales;
  return (route, locale, stored, options) => {
    const offered = currentLocales();
    return entry.renderRouteDocument(
      template,
      route,
      locale,
      offered ? { ...stored, siteLocales: offered } : stored,
      options,
    );
  };
}
