import { contentEntries } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { Locale } from '@sitedesk/shared/locales';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createTestSite, testOrigin } from '../../testing/test-site';
import { loadPageRenderer, type PageRenderer } from '../site/page-renderer';
import { siteRoutes } from '../site/routes';
import { createLivePages, type LivePages } from './live-pages';

/**
 * A publish reads only the entries whose live state changed and keeps the others from the previous
 * render (decision 145, follow-up). These tests check that what the site shows stays what the database
 * holds: edits on this instance and on another one, translations falling back to a changed default
 * language, an entry taken off the site.
 */
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

const newsId = (index: number) => `7a1c1a52-8f4e-4b1a-9d2c-${String(index).padStart(12, '0')}`;

function newsDocument(index: number, title: string): NewsEntry {
  return {
    title,
    slug: `baler-line-${index}`,
    date: `2026-05-${String(10 + index).padStart(2, '0')}`,
    category: 'press',
    teaser: 'Another baler line went live.',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: `Line ${index} presses bales.` }] }],
    },
    downloads: [],
  };
}

/** Writes a published language of a news entry, as a publish on any instance leaves it. */
async function publishNews(
  db: TestDatabase['db'],
  index: number,
  version: number,
  title: string,
  locale: Locale = 'en',
) {
  const document = newsDocument(index, title);
  const row = {
    id: newsId(index),
    locale,
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

/** Two instances of the service over one database, each with its own pages. */
async function startInstances() {
  database = await openTestDatabase();
  const { db } = database;
  await seedSiteContent(db, demoContent);
  for (let index = 1; index <= 3; index++)
    await publishNews(db, index, 1, `Baler line ${index} commissioned`);
  const realRenderer = renderer;
  if (!realRenderer) throw new Error('no renderer');
  const instance = async () => {
    const site = createTestSite();
    const pages = createLivePages({ db, site, renderer: realRenderer, origin: testOrigin, logger });
    pagesToStop.push(pages);
    await pages.refresh();
    const app = siteRoutes(site);
    const get = async (path: string) => {
      const response = await app.request(path);
      return { status: response.status, text: await response.text() };
    };
    return { pages, get };
  };
  return { db, here: await instance(), there: await instance() };
}

describe('publishing reads only what changed', () => {
  it("shows this instance's edit and then another instance's, each entry as last published", async () => {
    const { db, here, there } = await startInstances();
    expect((await there.get('/en/news/baler-line-1')).text).toContain('Baler line 1 commissioned');

    await publishNews(db, 1, 2, 'Baler line 1 handed over');
    await here.pages.refresh();
    await there.pages.sync();
    expect((await here.get('/en/news/baler-line-1')).text).toContain('Baler line 1 handed over');
    expect((await there.get('/en/news/baler-line-1')).text).toContain('Baler line 1 handed over');

    // Another instance publishes a second entry: the first keeps its edit, the second shows its own.
    await publishNews(db, 2, 2, 'Baler line 2 handed over');
    await there.pages.refresh();
    await here.pages.sync();
    for (const instance of [here, there]) {
      const list = (await instance.get('/en/news')).text;
      expect(list).toContain('Baler line 1 handed over');
      expect(list).toContain('Baler line 2 handed over');
      expect(list).toContain('Baler line 3 commissioned');
      expect((await instance.get('/en/news/baler-line-2')).text).toContain('Baler line 2 handed over');
      expect((await instance.get('/en/news/feed.xml')).text).toContain('Baler line 2 handed over');
    }
  });

  it('fills a blank translation from the default language as it is now, after an edit of the default', async () => {
    const { db, here } = await startInstances();
    // A German translation with a blank title shows the English one.
    await publishNews(db, 1, 1, '', 'de');
    await here.pages.sync();
    expect((await here.get('/de/aktuelles/baler-line-1')).text).toContain('Baler line 1 commissioned');

    await publishNews(db, 1, 2, 'Baler line 1 handed over');
    await here.pages.sync();
    const german = (await here.get('/de/aktuelles/baler-line-1')).text;
    expect(german).toContain('Baler line 1 handed over');
    expect(german).not.toContain('Baler line 1 commissioned');
  });

  it('takes an unpublished entry off its page, the list and the feed, on every instance', async () => {
    const { db, here, there } = await startInstances();
    expect((await there.get('/en/news/baler-line-2')).status).toBe(200);

    await db
      .update(contentEntries)
      .set({ published: null, publishedSlug: null, publishedAt: new Date() })
      .where(and(eq(contentEntries.id, newsId(2)), eq(contentEntries.locale, 'en')));
    await here.pages.refresh();
    await there.pages.sync();
    for (const instance of [here, there]) {
      expect((await instance.get('/en/news/baler-line-2')).status).toBe(404);
      expect((await instance.get('/en/news')).text).not.toContain('Baler line 2');
      expect((await instance.get('/en/news/feed.xml')).text).not.toContain('Baler line 2');
      expect((await instance.get('/en/news/baler-line-3')).text).toContain('Baler line 3 commissioned');
    }
  });
});
