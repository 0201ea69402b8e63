import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { allPages, localeOfPath, pathFor } from '@sitedesk/shared/routes';
import { inlineStyleHashes } from './inline-style-hashes';
import type { OnDemandPages } from './on-demand-pages';
import { renderRobotsTxt, renderSitemap } from './sitemap';
import { createStaticFile, type StaticFile, withBrotliQuality } from './static-file';

/** Everything the public site serves, loaded once at start and kept in memory. */
export type SiteFiles = {
  /** By URL path: the prerendered pages, the assets and the root files. */
  files: Map<string, StaticFile>;
  /** One per language the site offers; the others have none. */
  notFoundPages: Partial<Record<Locale, StaticFile>>;
  /**
   * The languages the site offers: the only ones served, in the sitemap and on the pages. SITE_LOCALES at
   * start; the live pages replace it with the editors' choice (decision 151) before each render.
   */
  locales: readonly Locale[];
  /** The staff desk's single page, served for `/desk` and everything below it. */
  deskPage: StaticFile | undefined;
  /**
   * The paths in `files` that the collections add (news lists, careers, entries, feeds): live pages
   * replace them as a set, so an entry that left the site leaves `files` too.
   */
  collectionPaths: Set<string>;
  /** Old addresses (`path_redirects`): a 301 to the new path, or 410 Gone when it has none. */
  redirects: Map<string, string | null>;
  /** The pages not in `files` that are rendered when first asked for; set by the live pages. */
  onDemandPages?: OnDemandPages | undefined;
  /** The CSP hashes of the pages' inline `<style>` elements (the site's stylesheet, decision 146). */
  styleHashes: readonly string[];
};

/**
 * Brotli 11 on every page and bundle of the build took most of a start on a busy machine (decision 145):
 * the start compresses at a fast level and `compressSiteFilesSmallest` makes the smallest copies after.
 */
const startBrotliQuality = 5;
const smallestBrotliQuality = 11;

/** The prerendered HTML writes absolute URLs with this placeholder for the origin. */
const originPlaceholder = /%ORIGIN%/g;

const cachePolicies = {
  // Pages change with each deploy (and, later, each publish): revalidate every time, cheaply by ETag.
  page: 'no-cache',
  // File names carry a content hash, so a cached copy can never be stale.
  hashedAsset: 'public, max-age=31536000, immutable',
  rootFile: 'public, max-age=3600',
} as const;

export class SiteNotBuiltError extends Error {
  constructor(readonly missing: string) {
    super(
      `The website is not built (${missing} is missing). Run \`npm run build\`, or start with \`npm start\`.`,
    );
    this.name = 'SiteNotBuiltError';
  }
}

export function loadSiteFiles(options: {
  clientDir: string;
  pagesDir: string;
  origin: string;
  /** Default: every language of the build. */
  siteLocales?: readonly Locale[];
}): SiteFiles {
  const siteLocales = options.siteLocales ?? locales;
  const files = new Map<string, StaticFile>();
  const styleHashes = new Set<string>();
  const readHtml = (file: string): string => {
    const html = readFileSync(file, 'utf8').replace(originPlaceholder, options.origin);
    for (const hash of inlineStyleHashes(html)) styleHashes.add(hash);
    return html;
  };
  const readPage = (locale: Locale, name: string): StaticFile => {
    const file = join(options.pagesDir, locale, `${name}.html`);
    if (!existsSync(file)) throw new SiteNotBuiltError(file);
    return createStaticFile(file, Buffer.from(readHtml(file)), cachePolicies.page, startBrotliQuality);
  };

  // The build has every language; a language the site does not offer is not served at all.
  for (const { page, locale } of allPages(siteLocales))
    files.set(pathFor(page, locale), readPage(locale, page));
  // The build's collection pages sit under `pages/paths/`, each named by its URL path.
  const collectionPaths = new Set<string>();
  const collectionDir = join(options.pagesDir, 'paths');
  if (existsSync(collectionDir)) {
    for (const file of listFiles(collectionDir)) {
      if (!file.endsWith('.html')) continue;
      const urlPath = `/${relative(collectionDir, file).split(sep).join('/')}`.replace(/\.html$/, '');
      const pathLocale = localeOfPath(urlPath);
      if (!pathLocale || !siteLocales.includes(pathLocale)) continue;
      files.set(
        urlPath,
        createStaticFile(file, Buffer.from(readHtml(file)), cachePolicies.page, startBrotliQuality),
      );
      collectionPaths.add(urlPath);
    }
  }
  const notFoundPages = Object.fromEntries(siteLocales.map((locale) => [locale, readPage(locale, '404')]));

  if (!existsSync(options.clientDir)) throw new SiteNotBuiltError(options.clientDir);
  for (const file of listFiles(options.clientDir)) {
    const urlPath = `/${relative(options.clientDir, file).split(sep).join('/')}`;
    // Vite's page templates; the pages come from pagesDir. Other HTML files in the client's root (a search
    // engine's verification file, the benchmark's bare page) are served as they are.
    if (urlPath === '/index.html' || urlPath === '/desk.html') continue;
    const policy = urlPath.startsWith('/assets/') ? cachePolicies.hashedAsset : cachePolicies.rootFile;
    files.set(urlPath, createStaticFile(file, readFileSync(file), policy, startBrotliQuality));
  }

  files.set(
    '/sitemap.xml',
    createStaticFile(
      'sitemap.xml',
      Buffer.from(renderSitemap(options.origin, siteLocales)),
      'public, max-age=3600',
    ),
  );
  files.set(
    '/robots.txt',
    createStaticFile('robots.txt', Buffer.from(renderRobotsTxt(options.origin)), 'public, max-age=3600'),
  );
  const deskFile = join(options.pagesDir, 'desk.html');
  const deskPage = existsSync(deskFile)
    ? createStaticFile(deskFile, readFileSync(deskFile), cachePolicies.page, startBrotliQuality)
    : undefined;
  return {
    files,
    notFoundPages,
    locales: siteLocales,
    deskPage,
    collectionPaths,
    redirects: new Map(),
    styleHashes: [...styleHashes],
  };
}

/**
 * Makes the smallest brotli copies of what the start compressed fast, one file at a time (the thread
 * pool stays free for visitors). A file replaced meanwhile (a page rendered from published content) is
 * skipped; bodies and ETags do not change.
 */
export async function compressSiteFilesSmallest(site: SiteFiles): Promise<void> {
  for (const [path, file] of [...site.files]) {
    if (site.files.get(path) !== file) continue;
    const smallest = await withBrotliQuality(file, smallestBrotliQuality);
    if (site.files.get(path) === file) site.files.set(path, smallest);
  }
  for (const locale of site.locales) {
    const file = site.notFoundPages[locale];
    if (!file) continue;
    const smallest = await withBrotliQuality(file, smallestBrotliQuality);
    if (site.notFoundPages[locale] === file) site.notFoundPages[locale] = smallest;
  }
  const desk = site.deskPage;
  if (desk) {
    const smallest = await withBrotliQuality(desk, smallestBrotliQuality);
    if (site.deskPage === desk) site.deskPage = smallest;
  }
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The bytes `site` holds in memory, compressed copies included: what the pages cost as the site grows. */
export function siteMemoryBytes(site: SiteFiles): number {
  let total = 0;
  const add = (file: StaticFile | undefined) => {
    total += (file?.body.length ?? 0) + (file?.gzip?.length ?? 0) + (file?.brotli?.length ?? 0);
  };
  for (const file of site.files.values()) add(file);
  for (const file of Object.values(site.notFoundPages)) add(file);
  add(site.deskPage);
  return total + (site.onDemandPages?.bytes() ?? 0);
}
