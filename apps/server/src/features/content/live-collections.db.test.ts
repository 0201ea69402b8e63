import { contentEntries, pathRedirects } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { JobEntry, NewsEntry, PageEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { signInAs } from '../../testing/staff-sessions';
import { createTestSite, testOrigin } from '../../testing/test-site';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';
import { createLivePages } from './live-pages';

let renderer: PageRenderer | undefined;
let desks: TestSitedesk[] = [];

beforeAll(async () => {
  renderer = await loadPageRenderer({
    serverEntry: paths.webServerEntry,
    pageTemplate: paths.webPageTemplate,
  });
  if (!renderer) throw new Error('Build the website first (npm run build): these tests render real pages.');
});

afterEach(async () => {
  for (const desk of desks) await desk.dispose();
  desks = [];
});

async function start(): Promise<TestSitedesk> {
  const desk = await startTestSitedesk({}, { pageRenderer: renderer });
  desks.push(desk);
  await seedSiteContent(desk.database.db, demoContent);
  await desk.livePages.refresh();
  return desk;
}

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

const newsId = '3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c01';
const productId = '3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c02';
const jobId = '3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c03';
const headerPageId = '3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c04';
const landingPageId = '3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c05';

function pageDocument(change: Partial<PageEntry> = {}): PageEntry {
  return {
    title: 'Our plant in Porto',
    slug: 'porto-plant',
    placement: 'header',
    blocks: [
      { type: 'intro', id: 'intro', title: 'Built for bulky waste', text: 'Twelve tonnes an hour.' },
      { type: 'quote', id: 'voice', quote: 'Quiet and fast.', name: 'Ana Costa', role: 'Plant manager' },
    ],
    seoDescription: 'The Porto plant shreds bulky waste for the city.',
    ...change,
  };
}

function newsDocument(change: Partial<NewsEntry> = {}): NewsEntry {
  return {
    title: 'Shredder line commissioned in Porto',
    slug: 'shredder-line-porto',
    date: '2026-06-10',
    category: 'case-studies',
    teaser: 'A twin-shaft line now shreds 12 t of bulky waste an hour for a municipal utility.',
    body: doc('The line went live after six weeks of installation.'),
    downloads: [],
    ...change,
  };
}

const productDocument: ProductEntry = {
  name: 'EcoBale X4',
  slug: 'ecobale-x4',
  icon: 'factory',
  summary: 'Channel baler for cardboard and film.',
  description: doc('Fully automatic, with wire tying.'),
  images: [],
  specs: [{ label: 'Press force', value: '80', unit: 't' }],
  dataSheets: [],
  related: [],
  position: 0,
};

function jobDocument(closingDate: string): JobEntry {
  return {
    title: 'Service technician (m/f/d)',
    slug: 'service-technician',
    locationId: demoContent.en.locations.items[0]?.id ?? 'bremen',
    type: 'full-time',
    description: doc('You commission balers at customer sites.'),
    offer: doc('A company car and 30 days of leave.'),
    closingDate,
    contactName: 'Lena Vogt',
    contactEmail: 'jobs@veltrum.example',
  };
}

type Collection = 'news' | 'products' | 'jobs' | 'pages';

/** What the desk's publish writes, written directly: the desk API is another feature's. */
async function publish(
  desk: TestSitedesk,
  entry: {
    id: string;
    collection: Collection;
    locale: 'en' | 'de';
    document: { slug: string };
    version: number;
  },
) {
  const row = {
    id: entry.id,
    locale: entry.locale,
    collection: entry.collection,
    slug: entry.document.slug,
    publishedSlug: entry.document.slug,
    draft: entry.document,
    published: entry.document,
    publishedVersion: entry.version,
    publishedAt: new Date(Date.UTC(2026, 5, 10, 8, entry.version)),
  };
  await desk.database.db
    .insert(contentEntries)
    .values(row)
    .onConflictDoUpdate({ target: [contentEntries.id, contentEntries.locale], set: row });
}

async function get(desk: TestSitedesk, path: string, headers: Record<string, string> = {}) {
  const response = await desk.app.request(path, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('live pages with collection entries', () => {
  it('publishes a news entry to its page, the list, the feed and the sitemap, in every language', async () => {
    const desk = await start();
    expect((await get(desk, '/en/news/shredder-line-porto')).status).toBe(404);
    await publish(desk, {
      id: newsId,
      collection: 'news',
      locale: 'en',
      document: newsDocument(),
      version: 1,
    });
    await publish(desk, {
      id: newsId,
      collection: 'news',
      locale: 'de',
      document: newsDocument({
        title: 'Zerkleinerungslinie in Porto in Betrieb',
        slug: 'zerkleinerungslinie-porto',
      }),
      version: 1,
    });
    await desk.livePages.refresh();

    const page = await get(desk, '/en/news/shredder-line-porto');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Shredder line commissioned in Porto<\/h1>/);
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="de" href="${testOrigin}/de/aktuelles/zerkleinerungslinie-porto"/>`,
    );
    expect(page.text).toContain('"@type":"NewsArticle"');
    expect(page.text).toContain('type="application/atom+xml"');
    // The language switch goes to the entry in German, not to the German news list.
    expect(page.text).toMatch(/<a href="\/de\/aktuelles\/zerkleinerungslinie-porto" hreflang="de"/i);
    const german = await get(desk, '/de/aktuelles/zerkleinerungslinie-porto');
    expect(german.text).toContain('Zerkleinerungslinie in Porto in Betrieb');

    const list = await get(desk, '/en/news');
    expect(list.text).toContain('href="/en/news/shredder-line-porto"');
    expect((await get(desk, '/en/news/category/case-studies')).text).toContain('Shredder line commissioned');
    expect((await get(desk, '/en/news/category/press')).text).not.toContain('Shredder line commissioned');
    const home = await get(desk, '/en');
    expect(home.text).toContain('href="/en/news/shredder-line-porto"');

    const feed = await get(desk, '/en/news/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(feed.text).toContain('<title>Shredder line commissioned in Porto</title>');
    expect(feed.text).toContain(`href="${testOrigin}/en/news/shredder-line-porto"`);
    expect((await get(desk, '/de/aktuelles/feed.xml')).text).toContain('Zerkleinerungslinie in Porto');

    const sitemap = await get(desk, '/sitemap.xml');
    expect(sitemap.text).toContain(
      `<loc>${testOrigin}/en/news/shredder-line-porto</loc>\n    <lastmod>2026-06-10T08:01:00.000Z</lastmod>`,
    );
    expect(sitemap.text).toContain(`<loc>${testOrigin}/en/news</loc>`);
    expect(sitemap.text).toContain(`<loc>${testOrigin}/de/karriere</loc>`);
  });

  it('renders only the pages an entry is on, and answers its old address with a 301 after a slug change', async () => {
    const desk = await start();
    await publish(desk, {
      id: productId,
      collection: 'products',
      locale: 'en',
      document: productDocument,
      version: 1,
    });
    await desk.livePages.refresh();
    const product = await get(desk, '/en/solutions/ecobale-x4');
    expect(product.text).toMatch(/<table[^>]*><caption[^>]*>Key specifications of EcoBale X4<\/caption>/);
    expect(product.text).toContain('href="/en/contact?product=ecobale-x4#inquiry"');
    const etag = async (path: string) => (await desk.app.request(path)).headers.get('etag');
    const before = {
      company: await etag('/en/company'),
      product: await etag('/en/solutions/ecobale-x4'),
      solutions: await etag('/en/solutions'),
      home: await etag('/en'),
      news: await etag('/en/news'),
    };

    await publish(desk, {
      id: newsId,
      collection: 'news',
      locale: 'en',
      document: newsDocument(),
      version: 1,
    });
    await desk.livePages.sync();
    // A news entry is on its page, the news lists and the home page; not on a product page or the company page.
    expect(await etag('/en/company')).toBe(before.company);
    expect(await etag('/en/solutions/ecobale-x4')).toBe(before.product);
    expect(await etag('/en/solutions')).toBe(before.solutions);
    expect(await etag('/en')).not.toBe(before.home);
    expect(await etag('/en/news')).not.toBe(before.news);

    const renamed = newsDocument({ slug: 'porto-shredder-line' });
    await publish(desk, { id: newsId, collection: 'news', locale: 'en', document: renamed, version: 2 });
    await desk.database.db
      .insert(pathRedirects)
      .values({ fromPath: '/en/news/shredder-line-porto', toPath: '/en/news/porto-shredder-line' });
    // Another instance would only see the stamp change: the sync notices the new slug and the redirect.
    await desk.livePages.sync();
    const moved = await desk.app.request('/en/news/shredder-line-porto?utm=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/news/porto-shredder-line?utm=x');
    expect((await get(desk, '/en/news/porto-shredder-line')).status).toBe(200);
    expect((await get(desk, '/sitemap.xml')).text).not.toContain('shredder-line-porto');

    // Deleted with nowhere to go: 410 Gone, the page itself gone from the site and the feed.
    await desk.database.db.delete(contentEntries).where(eq(contentEntries.id, newsId));
    await desk.database.db
      .update(pathRedirects)
      .set({ toPath: null })
      .where(eq(pathRedirects.fromPath, '/en/news/shredder-line-porto'));
    await desk.livePages.sync();
    expect((await get(desk, '/en/news/shredder-line-porto')).status).toBe(410);
    expect((await get(desk, '/en/news/porto-shredder-line')).status).toBe(404);
    expect((await get(desk, '/en/news/feed.xml')).text).not.toContain('<entry>');
  });

  it('serves an editor’s page at /{locale}/{slug}, links it from every page’s header, and lists it in the sitemap', async () => {
    const desk = await start();
    await publish(desk, {
      id: headerPageId,
      collection: 'pages',
      locale: 'en',
      document: pageDocument(),
      version: 1,
    });
    await publish(desk, {
      id: headerPageId,
      collection: 'pages',
      locale: 'de',
      document: pageDocument({ title: 'Unser Werk in Porto', slug: 'werk-porto' }),
      version: 1,
    });
    await publish(desk, {
      id: landingPageId,
      collection: 'pages',
      locale: 'en',
      document: pageDocument({ title: 'Spring offer', slug: 'spring-offer', placement: 'none' }),
      version: 1,
    });
    await desk.livePages.refresh();

    const page = await get(desk, '/en/porto-plant');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Our plant in Porto<\/h1>/);
    expect(page.text).toMatch(/<h2[^>]*>Built for bulky waste<\/h2>/);
    expect(page.text).toMatch(/<blockquote[^>]*><p>Quiet and fast.<\/p><\/blockquote>/);
    expect(page.text).toContain(`<link rel="alternate" hreflang="de" href="${testOrigin}/de/werk-porto"/>`);
    expect(page.text).toContain(`<link rel="canonical" href="${testOrigin}/en/porto-plant"/>`);
    // In the header of its own page as the current page, and of every other page; the landing page in none.
    expect(page.text).toMatch(/<a href="\/en\/porto-plant" aria-current="page"/);
    const company = await get(desk, '/en/company');
    expect(company.text).toContain('href="/en/porto-plant"');
    expect(company.text).not.toContain('href="/en/spring-offer"');
    expect((await get(desk, '/de/kontakt')).text).toContain('>Unser Werk in Porto</a>');
    expect((await get(desk, '/en/spring-offer')).status).toBe(200);
    const sitemap = (await get(desk, '/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${testOrigin}/en/porto-plant</loc>`);
    expect(sitemap).toContain(`<loc>${testOrigin}/en/spring-offer</loc>`);
    expect(sitemap).toContain(`hreflang="de" href="${testOrigin}/de/werk-porto"`);

    const etag = async (path: string) => (await desk.app.request(path)).headers.get('etag');
    const before = {
      company: await etag('/en/company'),
      landing: await etag('/en/spring-offer'),
      plant: await etag('/en/porto-plant'),
    };
    // A page placed nowhere is on its own page only.
    await publish(desk, {
      id: landingPageId,
      collection: 'pages',
      locale: 'en',
      document: pageDocument({ title: 'Spring offer 2026', slug: 'spring-offer', placement: 'none' }),
      version: 2,
    });
    await desk.livePages.sync();
    expect(await etag('/en/company')).toBe(before.company);
    expect(await etag('/en/porto-plant')).toBe(before.plant);
    expect(await etag('/en/spring-offer')).not.toBe(before.landing);

    // A header page's new navigation label is on every page.
    await publish(desk, {
      id: headerPageId,
      collection: 'pages',
      locale: 'en',
      document: pageDocument({ navLabel: 'Porto' }),
      version: 2,
    });
    await desk.livePages.sync();
    expect(await etag('/en/company')).not.toBe(before.company);
    expect((await get(desk, '/en/company')).text).toMatch(/<a href="\/en\/porto-plant"[^>]*>Porto<\/a>/);

    // Moved to the footer: out of the header, into the footer.
    await publish(desk, {
      id: headerPageId,
      collection: 'pages',
      locale: 'en',
      document: pageDocument({ navLabel: 'Porto', placement: 'footer' }),
      version: 3,
    });
    await desk.livePages.sync();
    const moved = (await get(desk, '/en/company')).text;
    const header = moved.slice(moved.indexOf('<header'), moved.indexOf('</header>'));
    const footer = moved.slice(moved.indexOf('<footer'), moved.indexOf('</footer>'));
    expect(header).not.toContain('/en/porto-plant');
    expect(footer).toContain('href="/en/porto-plant"');

    // Deleted with a redirect: the old address answers 301, and no header or sitemap names it.
    await desk.database.db.delete(contentEntries).where(eq(contentEntries.id, headerPageId));
    await desk.database.db
      .insert(pathRedirects)
      .values({ fromPath: '/en/porto-plant', toPath: '/en/company' });
    await desk.livePages.sync();
    const gone = await desk.app.request('/en/porto-plant');
    expect(gone.status).toBe(301);
    expect(gone.headers.get('location')).toBe('/en/company');
    expect((await get(desk, '/en/company')).text).not.toContain('/en/porto-plant');
    expect((await get(desk, '/sitemap.xml')).text).not.toContain('porto-plant');
  });

  it('takes a job off the site the day after its closing date, without anyone publishing', async () => {
    const desk = await start();
    await publish(desk, {
      id: jobId,
      collection: 'jobs',
      locale: 'en',
      document: jobDocument('2026-07-31'),
      version: 1,
    });
    let today = new Date('2026-07-31T21:00:00Z');
    const site = createTestSite();
    const pages = createLivePages({
      db: desk.database.db,
      site,
      renderer,
      origin: testOrigin,
      logger: pino({ level: 'silent' }),
      now: () => today,
    });
    await pages.refresh();
    // What a visitor gets: a fixed page a change made stale is rendered for them (decision 152).
    const careers = async () =>
      (site.files.get('/en/careers') ?? (await site.onDemandPages?.get('/en/careers')))?.body.toString(
        'utf8',
      ) ?? '';
    expect(await careers()).toContain('Service technician (m/f/d)');
    // An entry's page is rendered when first asked for (decision 145), not at start.
    const isServed = () => site.onDemandPages?.has('/en/careers/service-technician') === true;
    expect(isServed()).toBe(true);
    const jobFile = await site.onDemandPages?.get('/en/careers/service-technician');
    const job = jobFile?.body.toString('utf8') ?? '';
    expect(job).toContain('"@type":"JobPosting"');
    expect(job).toContain('href="/en/contact?job=service-technician#inquiry"');

    await pages.sync();
    expect(isServed()).toBe(true);
    today = new Date('2026-08-01T00:00:05Z');
    await pages.sync();
    expect(isServed()).toBe(false);
    const careersAfter = await careers();
    expect(careersAfter).toContain('<h1');
    expect(careersAfter).not.toContain('Service technician (m/f/d)');
    pages.stop();
  });

  it("previews an entry's draft for editors, with a bar back to the editor and no indexing", async () => {
    const desk = await start();
    const draft = newsDocument({ title: 'Not yet public' });
    await desk.database.db.insert(contentEntries).values({
      id: newsId,
      locale: 'en',
      collection: 'news',
      slug: draft.slug,
      draft,
      published: null,
    });
    await desk.livePages.refresh();
    expect((await get(desk, '/en/news/shredder-line-porto')).status).toBe(404);

    const editor = await signInAs(desk, 'editor');
    const preview = await get(desk, `/desk/preview/collections/news/${newsId}/en`, { cookie: editor.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.text).toContain('Not yet public');
    expect(preview.text).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.text).toMatch(/<p role="status"[^>]*>.*Draft preview — not public<\/p>/);
    expect(preview.text).toContain(`href="/desk/collections/news/${newsId}/en"`);
    expect(preview.text).not.toMatch(/<link rel="canonical"/);

    // Previewing a section shows the other entries as published: someone's unpublished draft stays out.
    const home = await get(desk, '/desk/preview/en/home?section=hero', { cookie: editor.cookie });
    expect(home.status).toBe(200);
    expect(home.text).not.toContain('Not yet public');
    const section = await get(desk, '/desk/preview/en/company?section=about', { cookie: editor.cookie });
    expect(section.text).toContain('Draft preview — not public');
    expect(section.text).toContain('href="/desk/content/en/about"');

    const sales = await signInAs(desk, 'sales');
    expect(
      (await get(desk, `/desk/preview/collections/news/${newsId}/en`, { cookie: sales.cookie })).status,
    ).toBe(403);
    expect((await get(desk, `/desk/preview/collections/news/${newsId}/en`)).status).toBe(401);
    for (const path of [
      '/desk/preview/collections/pages/x/en',
      `/desk/preview/collections/news/${newsId}/xx`,
      '/desk/preview/collections/news/not-a-uuid/en',
      '/desk/preview/collections/news/00000000-0000-4000-8000-000000000000/en',
    ]) {
      expect((await get(desk, path, { cookie: editor.cookie })).status).toBe(404);
    }
  });
});
