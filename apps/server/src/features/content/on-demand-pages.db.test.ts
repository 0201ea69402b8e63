import { contentEntries } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import type { SiteRoute } from '@sitedesk/shared/collections/published';
import { isoDay } from '@sitedesk/shared/collections/published-view';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { Locale } from '@sitedesk/shared/locales';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createTestSite, testOrigin } from '../../testing/test-site';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';
import { siteRoutes } from '../site/routes';
import type { SiteFiles } from '../site/site-files';
import { loadEntrySources } from './entry-sources';
import { createLivePages, type LivePages } from './live-pages';
import { loadStoredContent } from './stored-content';

const logger = pino({ level: 'silent' });
let renderer: PageRenderer | undefined;
let database: TestDatabase | undefined;
let pagesToStop: LivePages[] = [];

beforeAll(async () => {
  renderer = await loadPageRenderer({
    serverEntry: paths.webServerEntry,
    pageTemplate: paths.webPageTemplate,
  });
  if (!renderer) throw new Error('Build the website first (npm run build): these tests render real pages.');
});

afterEach(async () => {
  for (const pages of pagesToStop) pages.stop();
  pagesToStop = [];
  await database?.dispose();
  database = undefined;
});

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

const newsId = (index: number) => `4e0c1a52-8f4e-4b1a-9d2c-${String(index).padStart(12, '0')}`;

function newsDocument(index: number, title = `Baler line ${index} commissioned`): NewsEntry {
  return {
    title,
    slug: `baler-line-${index}`,
    date: `2026-05-${String(10 + index).padStart(2, '0')}`,
    category: 'press',
    teaser: 'Another baler line went live.',
    body: doc(`Line ${index} presses cardboard into dense bales.`),
    downloads: [],
  };
}

async function publishNews(db: TestDatabase['db'], index: number, version: number, title?: string) {
  const document = newsDocument(index, title);
  const row = {
    id: newsId(index),
    locale: 'en' as const,
    collection: 'news' as const,
    slug: document.slug,
    publishedSlug: document.slug,
    draft: document,
    published: document,
    publishedVersion: version,
    publishedAt: new Date(Date.UTC(2026, 5, 10, 8, version)),
  };
  await db
    .insert(contentEntries)
    .values(row)
    .onConflictDoUpdate({ target: [contentEntries.id, contentEntries.locale], set: row });
}

/** Live pages over a fresh database with `count` news entries, their renders counted by route. */
async function startLivePages(
  count: number,
  onDemandCacheBytes?: number,
  fails: (route: SiteRoute, locale: Locale) => boolean = () => false,
) {
  database = await openTestDatabase();
  const { db } = database;
  await seedSiteContent(db, demoContent);
  for (let index = 1; index <= count; index++) await publishNews(db, index, 1);
  const renders: string[] = [];
  const realRenderer = renderer;
  if (!realRenderer) throw new Error('no renderer');
  const counting: PageRenderer = (route, locale, stored, options) => {
    renders.push(`${locale}:${JSON.stringify(route)}`);
    if (fails(route, locale)) return Promise.reject(new Error('the renderer broke on this page'));
    return realRenderer(route, locale, stored, options);
  };
  const site = createTestSite();
  const pages = createLivePages({
    db,
    site,
    renderer: counting,
    origin: testOrigin,
    logger,
    ...(onDemandCacheBytes === undefined ? {} : { onDemandCacheBytes }),
  });
  pagesToStop.push(pages);
  await pages.refresh();
  const app = siteRoutes(site);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const rendersOf = (id: string) =>
    renders.filter((render) => render === `en:${JSON.stringify(entryRoute(id))}`).length;
  return { db, site, pages, get, rendersOf, renders };
}

const entryRoute = (id: string): SiteRoute => ({ kind: 'entry', collection: 'news', id });

/** The page as a render of everything at start would have made it: the published content, rendered. */
async function renderDirectly(db: TestDatabase['db'], route: SiteRoute, locale: Locale): Promise<string> {
  const entries = await loadEntrySources(db);
  const stored = await loadStoredContent(db, 'published', logger, undefined, {
    sources: entries.sources,
    today: isoDay(new Date()),
  });
  if (!renderer) throw new Error('no renderer');
  return (await renderer(route, locale, stored[locale])).replace(/%ORIGIN%/g, testOrigin);
}

function bytesOf(site: SiteFiles): number {
  return site.onDemandPages?.bytes() ?? 0;
}

describe('pages rendered on demand', () => {
  it('renders an entry page on its first request, the same page a render at start makes, once for visitors arriving together', async () => {
    const { db, site, get, rendersOf } = await startLivePages(2);
    // The start renders the fixed pages and the lists' first pages, not the entries' pages.
    expect(site.files.has('/en/news')).toBe(true);
    expect(site.files.has('/en/news/baler-line-1')).toBe(false);
    expect(rendersOf(newsId(1))).toBe(0);

    const visits = await Promise.all(Array.from({ length: 5 }, () => get('/en/news/baler-line-1')));
    for (const visit of visits) expect(visit.status).toBe(200);
    expect(rendersOf(newsId(1))).toBe(1);
    expect(visits[0]?.text).toBe(await renderDirectly(db, entryRoute(newsId(1)), 'en'));
    expect(visits[0]?.text).toMatch(/<h1[^>]*>Baler line 1 commissioned<\/h1>/);

    // Served from the cache afterwards, with what a visitor's browser and proxies rely on.
    const compressed = await get('/en/news/baler-line-1', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const etag = compressed.headers.get('etag') ?? '';
    expect((await get('/en/news/baler-line-1', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/en/news/baler-line-1/')).status).toBe(301);
    expect(rendersOf(newsId(1))).toBe(1);
    expect(bytesOf(site)).toBeGreaterThan(0);
    expect((await get('/en/news/no-such-entry')).status).toBe(404);
  });

  it('drops the least recently served page when the cache is full, and renders it again when asked', async () => {
    const { site, get, rendersOf } = await startLivePages(3, 1);
    const first = await get('/en/news/baler-line-1');
    const firstBytes = bytesOf(site);
    await get('/en/news/baler-line-2');
    // A budget of one byte keeps only the page just served.
    expect(bytesOf(site)).toBeLessThan(firstBytes * 2);

    const again = await get('/en/news/baler-line-1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(rendersOf(newsId(1))).toBe(2);
  });

  it('re-renders a cached page at publish, and leaves a page nobody asked for to its first visitor', async () => {
    const { db, pages, get, rendersOf } = await startLivePages(3);
    const before = await get('/en/news/baler-line-1');
    expect(before.text).toContain('Baler line 1 commissioned');

    await publishNews(db, 1, 2, 'Baler line 1 handed over');
    await publishNews(db, 2, 2, 'Baler line 2 handed over');
    await pages.sync();
    // The cached page was rendered with the publish; the other waits for a visitor.
    expect(rendersOf(newsId(1))).toBe(2);
    expect(rendersOf(newsId(2))).toBe(0);
    const after = await get('/en/news/baler-line-1');
    expect(after.text).toContain('Baler line 1 handed over');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(rendersOf(newsId(1))).toBe(2);
    expect((await get('/en/news/baler-line-2')).text).toContain('Baler line 2 handed over');

    // An unpublished entry's page leaves the cache and the site.
    await db.delete(contentEntries);
    await pages.sync();
    expect((await get('/en/news/baler-line-1')).status).toBe(404);
  });

  it('serves the fixed pages a publish changed as they are now, rendered once for the visitors arriving right after it', async () => {
    const { db, site, pages, get, renders } = await startLivePages(3);
    const homeRenders = () =>
      renders.filter((render) => render.startsWith('en:{"kind":"page","page":"home"')).length;
    expect(homeRenders()).toBe(1);
    expect((await get('/en')).text).toContain('Baler line 3 commissioned');

    await publishNews(db, 3, 2, 'Baler line 3 handed over');
    await pages.sync();
    // The home page lists the latest news: it is never served as it was before the publish, whether a
    // visitor or the pass after the publish gets to it first, and it is rendered once for all of them.
    const visits = await Promise.all([
      get('/en'),
      get('/en'),
      get('/', { 'accept-language': 'en' }),
      get('/en/news'),
    ]);
    for (const visit of visits) {
      expect(visit.status).toBe(200);
      expect(visit.text).toContain('Baler line 3 handed over');
      expect(visit.text).not.toContain('Baler line 3 commissioned');
    }
    expect(homeRenders()).toBe(2);
    expect(site.files.has('/en')).toBe(true);
    expect((await get('/en')).text).toBe(visits[0]?.text);
    expect(homeRenders()).toBe(2);
  });

  it('does not render a fixed page again at every request while its render keeps failing', async () => {
    let isBroken = false;
    const isHome = (route: SiteRoute) => route.kind === 'page' && route.page === 'home';
    const { db, site, pages, get, renders } = await startLivePages(3, undefined, (route, locale) => {
      return isBroken && locale === 'en' && isHome(route);
    });
    const homeRenders = () =>
      renders.filter((render) => render.startsWith('en:{"kind":"page","page":"home"')).length;
    isBroken = true;
    await publishNews(db, 3, 2, 'Baler line 3 handed over');
    await pages.sync();
    // A crawler asking again and again gets the failure, not a new render each time.
    for (let visit = 0; visit < 5; visit++)
      await expect(site.onDemandPages?.get('/en')).rejects.toThrow('the renderer broke on this page');
    expect(homeRenders()).toBe(2);
    // The other fixed pages went live regardless.
    expect((await get('/en/news')).text).toContain('Baler line 3 handed over');
  });
});
