/**
 * Turns the client build into one complete HTML document per page and language (the contract with the
 * server): `dist/pages/{locale}/{pageId}.html` and `dist/pages/{locale}/404.html`, plus the page template
 * (`dist/page-template.html`) the service renders published content into. Absolute URLs carry the
 * `%ORIGIN%` placeholder, which the server replaces with its public origin.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteRoute } from '@sitedesk/shared/collections/published';
import { collectionPages } from '@sitedesk/shared/collections/site-routes';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { allPages } from '@sitedesk/shared/routes';
import type { PageKey } from '../src/app/site-context';

type ServerEntry = typeof import('../src/entry-server');

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const clientDir = join(distDir, 'client');
const pagesDir = join(distDir, 'pages');

const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
// Two client builds (decision 150): the public site's, whose islands run on Preact, and the desk's, on React.
const siteManifestPath = join(clientDir, '.vite', 'site-manifest.json');
const deskManifestPath = join(clientDir, '.vite', 'desk-manifest.json');
const server = (await import(join(distDir, 'server', 'entry-server.js'))) as ServerEntry;

/**
 * The public site's whole stylesheet goes into the page as a `<style>` element instead of a
 * `<link rel="stylesheet">`: it is small enough (about 35 KB, under 8 KB compressed) that a separate request,
 * which blocks rendering and costs the first view a round trip, is dearer than sending it with every page
 * (decision 146). The server allows exactly this element by its hash in the Content-Security-Policy.
 */
function inlineStylesheet(html: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`Expected one stylesheet in index.html, found ${links.length}.`);
  const link = links[0]?.[0] ?? '';
  const asset = links[0]?.[1] ?? '';
  const css = readFileSync(join(clientDir, asset), 'utf8').trim();
  if (css.includes('</style')) throw new Error(`${asset} cannot be inlined: it contains "</style".`);
  return html.replace(link, () => `<style>${css}</style>`);
}

/**
 * The islands' bootstrap script loads at low priority: the page is complete without it, so the document and
 * the images in view come first and no request chain on the way to the first paint starts with a script
 * (issue 15). Vite writes the entry's `<script>` tag itself and keeps no attribute of ours, hence here.
 */
function lowPriorityBootstrap(html: string): string {
  const scripts = html.match(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g) ?? [];
  if (scripts.length !== 1)
    throw new Error(`Expected one module script in index.html, found ${scripts.length}.`);
  return html.replace(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  );
}

/**
 * The page template the build and the service render into: the client's `index.html` with its stylesheet
 * inlined. Its head preloads only an Arabic page's font: the Latin fonts are added after the first paint (src/lib/brand-fonts.ts,
 * decision 154) and island scripts load when their island nears the screen (see src/main.tsx); preloading
 * either would compete with the first view on slow connections.
 */
const pageTemplate = lowPriorityBootstrap(inlineStylesheet(template));

async function writePage(page: PageKey, locale: Locale, fileName: string): Promise<void> {
  const html = await server.renderRouteDocument(pageTemplate, { kind: 'page', page }, locale);
  mkdirSync(join(pagesDir, locale), { recursive: true });
  writeFileSync(join(pagesDir, locale, fileName), html);
}

/**
 * A collection page (the demo entries, news lists, careers) under `pages/paths/`, named by its URL path:
 * `pages/paths/en/news/page/2.html` is served at `/en/news/page/2`.
 */
async function writeRoutePage(route: SiteRoute, locale: Locale, path: string): Promise<void> {
  const html = await server.renderRouteDocument(pageTemplate, route, locale);
  const file = join(pagesDir, 'paths', `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** Images imported by components that only render at build time: the pages reference them under /assets. */
function copyServerOnlyAssets(): void {
  const serverAssets = join(distDir, 'server', 'assets');
  for (const file of readdirSync(serverAssets).filter((name) => !/\.(js|map)$/.test(name))) {
    cpSync(join(serverAssets, file), join(clientDir, 'assets', file));
  }
}

copyServerOnlyAssets();
rmSync(pagesDir, { recursive: true, force: true });
for (const { page, locale } of allPages()) await writePage(page, locale, `${page}.html`);
for (const locale of locales) await writePage('notFound', locale, '404.html');
let collectionPageCount = 0;
for (const locale of locales) {
  for (const { route, path } of collectionPages(server.demoCollections(locale), locale)) {
    await writeRoutePage(route, locale, path);
    collectionPageCount++;
  }
}

for (const entry of readdirSync(pagesDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  for (const [, asset] of html.matchAll(/"\/(assets\/[^"?# ]+)/g)) {
    if (asset && !existsSync(join(clientDir, asset))) throw new Error(`${file} links to missing ${asset}`);
  }
}

// The template and the manifests are build inputs, not files to serve; the service renders what editors
// publish into the same template. The desk is one client-rendered document that the server sends for
// /desk and everything below it.
writeFileSync(join(distDir, 'page-template.html'), pageTemplate);
rmSync(join(clientDir, 'index.html'));
renameSync(join(clientDir, 'desk.html'), join(pagesDir, 'desk.html'));
renameSync(siteManifestPath, join(distDir, 'client-manifest.json'));
renameSync(deskManifestPath, join(distDir, 'desk-manifest.json'));
rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
console.log(`Prerendered ${allPages().length + locales.length + collectionPageCount} pages into ${pagesDir}`);
