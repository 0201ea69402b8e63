import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { contentEntries, contentEntryLanguageChoices } from '@sitedesk/db/content-schema';
import type { JobEntry, NewsEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { entryPath, jobsListPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import { defaultLocale, localeTags } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { htmlProblems } from './support/html-validity';
import { checkedLocales } from './support/languages';
import { type RunningServer, repoRoot, startServer } from './support/server';
import { createStaffUser, type StaffUser, signInCookie } from './support/staff-cli';
import { createVisitors } from './support/visitors';

/**
 * The public pages the collections add, as a visitor meets them: news list → article without JavaScript,
 * a product with its data table and the way to a quote, the careers page and a job ad; each kind of page
 * in every language without an accessibility violation.
 */

let server: RunningServer | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;
const visitors = createVisitors(() => browser);

const doc = (...paragraphs: string[]) => ({
  type: 'doc' as const,
  content: paragraphs.map((text) => ({
    type: 'paragraph' as const,
    content: [{ type: 'text' as const, text }],
  })),
});

const newsCount = 14;
const newsId = (index: number) => `7a1c0e52-0000-4b1a-9d2c-${String(index).padStart(12, '0')}`;
const productId = '7a1c0e52-1111-4b1a-9d2c-000000000001';
const relatedId = '7a1c0e52-1111-4b1a-9d2c-000000000002';
const jobId = '7a1c0e52-2222-4b1a-9d2c-000000000001';

function news(index: number): NewsEntry {
  const day = String(index + 1).padStart(2, '0');
  return {
    title: `Veltrum news number ${index}`,
    slug: `veltrum-news-${index}`,
    date: `2026-04-${day}`,
    category: index % 2 === 0 ? 'press' : 'trade-fairs',
    teaser: `What happened at Veltrum on April ${index + 1}.`,
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'The first paragraph of the story.' }] },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What comes next' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read the ' },
            {
              type: 'text',
              text: 'fair guide',
              marks: [{ type: 'link', attrs: { href: 'https://ifat.example/guide' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
    downloads: [],
  };
}

const product = (name: string, slug: string, related: string[]): ProductEntry => ({
  name,
  slug,
  icon: 'factory',
  summary: `${name}: channel baler for cardboard and film.`,
  description: doc('Fully automatic, with wire tying.'),
  images: [],
  specs: [
    { label: 'Press force', value: '80', unit: 't' },
    { label: 'Throughput', value: '38', unit: 't/h' },
    { label: 'Tying', value: 'Wire, 5-fold' },
  ],
  dataSheets: [],
  related,
  position: related.length,
});

const job: JobEntry = {
  title: 'Service technician (m/f/d)',
  slug: 'service-technician',
  locationId: demoContent.en.locations.items[0]?.id ?? 'bremen',
  type: 'full-time',
  description: doc('You commission balers at customer sites.'),
  offer: doc('A company car and 30 days of leave.'),
  closingDate: '2099-12-31',
  contactName: 'Lena Vogt',
  contactEmail: 'jobs@veltrum.example',
};

/**
 * Published entries in the default language, which an editor chose to show in English on the other
 * languages' sites too (decision 202): untranslated, they would not be shown there.
 */
async function writeEntries(directory: string): Promise<void> {
  const database = await connectDatabase({
    dataDir: directory,
    migrationsFolder: join(repoRoot, 'packages/db/migrations'),
  });
  const row = (id: string, collection: 'news' | 'products' | 'jobs', document: { slug: string }) => ({
    id,
    locale: defaultLocale,
    collection,
    slug: document.slug,
    publishedSlug: document.slug,
    draft: document,
    published: document,
    publishedVersion: 1,
    publishedAt: new Date('2026-04-20T08:00:00Z'),
  });
  try {
    await database.db
      .insert(contentEntries)
      .values([
        ...Array.from({ length: newsCount }, (_, index) => row(newsId(index), 'news', news(index))),
        row(productId, 'products', product('EcoBale X4', 'ecobale-x4', [relatedId])),
        row(relatedId, 'products', product('EcoBale S2', 'ecobale-s2', [])),
        row(jobId, 'jobs', job),
      ]);
    const ids = [
      ...Array.from({ length: newsCount }, (_, index) => newsId(index)),
      productId,
      relatedId,
      jobId,
    ];
    await database.db
      .insert(contentEntryLanguageChoices)
      .values(
        ids.flatMap((entryId) =>
          checkedLocales
            .filter((locale) => locale !== defaultLocale)
            .map((locale) => ({ entryId, locale, shownIn: defaultLocale })),
        ),
      );
  } finally {
    await database.close();
  }
}

const editor: StaffUser = { email: 'editor@veltrum.example', name: 'Anna Berg', role: 'editor' };
const password = 'correct horse battery staple';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-collections-e2e-'));
  await writeEntries(dataDir);
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  const [started, launched] = await Promise.allSettled([
    startServer({ SITE_LOCALES: checkedLocales.join(',') }, { dataDir }),
    launchChromium(),
  ]);
  if (started.status === 'fulfilled') server = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await visitors.closeAll();
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  const exitReport = server.exitReport();
  if (exitReport) throw new Error(exitReport);
  return server.url;
}

async function newVisitor(options: BrowserContextOptions = {}, cookie?: string): Promise<Page> {
  const context = await visitors.newContext(options);
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: origin() };
      }),
    );
  }
  return context.newPage();
}

describe('collections on the public site', () => {
  it('leads from the news list to an article and back, page by page, without JavaScript', async () => {
    const page = await newVisitor({ javaScriptEnabled: false });
    const text = messageCatalogs.en.news;
    await page.goto(origin() + newsListPath('en'));
    expect(await page.locator('h1').textContent()).toBe(text.title);
    // Newest first, twelve a page.
    const titles = page.locator('main ul h2 a');
    expect(await titles.count()).toBe(12);
    expect(await titles.first().textContent()).toBe(`Veltrum news number ${newsCount - 1}`);
    await page
      .getByRole('navigation', { name: text.pagination })
      .getByRole('link', { name: text.older })
      .click();
    expect(new URL(page.url()).pathname).toBe(newsListPath('en', 2));
    expect(await titles.count()).toBe(newsCount - 12);

    await page
      .getByRole('navigation', { name: text.categoryFilter })
      .getByRole('link', { name: text.categories['trade-fairs'] })
      .click();
    expect(new URL(page.url()).pathname).toBe(newsListPath('en', 1, 'trade-fairs'));
    expect(await titles.count()).toBe(newsCount / 2);

    await page.getByRole('link', { name: 'Veltrum news number 1', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe(entryPath('news', 'en', 'veltrum-news-1'));
    expect(await page.locator('h1').textContent()).toBe('Veltrum news number 1');
    await expect(page.getByRole('heading', { level: 2, name: 'What comes next' }).count()).resolves.toBe(1);
    expect(await page.getByRole('link', { name: 'fair guide' }).getAttribute('rel')).toBe('noopener');
    const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    expect(new URL((await feed.getAttribute('href')) ?? '', origin()).pathname).toBe('/en/news/feed.xml');
    const feedResponse = await fetch(`${origin()}/en/news/feed.xml`);
    expect(feedResponse.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await feedResponse.text()).toContain('<title>Veltrum news number 13</title>');
  });

  it('shows the newest three news on the home page and the products linked to their pages', async () => {
    const page = await newVisitor({ javaScriptEnabled: false });
    await page.goto(origin() + pathFor('home', 'en'));
    const latest = page.getByRole('region', { name: messageCatalogs.en.news.latestTitle });
    expect(await latest.locator('h3 a').allTextContents()).toEqual([
      'Veltrum news number 13',
      'Veltrum news number 12',
      'Veltrum news number 11',
    ]);
    await page.getByRole('link', { name: 'EcoBale X4', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe(entryPath('products', 'en', 'ecobale-x4'));
  });

  it('shows a product with its specifications as a table and a quote link naming it', async () => {
    const page = await newVisitor();
    const text = messageCatalogs.en.products;
    await page.goto(origin() + entryPath('products', 'en', 'ecobale-x4'));
    const table = page.getByRole('table', { name: `Key specifications of EcoBale X4` });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      text.specColumn,
      text.valueColumn,
    ]);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Press force',
      'Throughput',
      'Tying',
    ]);
    expect(await table.getByRole('cell').first().textContent()).toBe('80\u00a0t');
    const quote = page.getByRole('link', { name: text.requestQuote, exact: true });
    expect(await quote.getAttribute('href')).toBe(`${pathFor('contact', 'en')}?product=ecobale-x4#inquiry`);
    await page
      .getByRole('region', { name: text.relatedTitle })
      .getByRole('link', { name: 'EcoBale S2' })
      .click();
    expect(new URL(page.url()).pathname).toBe(entryPath('products', 'en', 'ecobale-s2'));
  });

  it('lists the open job on the careers page and leads to its ad and the application', async () => {
    const page = await newVisitor({ javaScriptEnabled: false });
    const text = messageCatalogs.en.careers;
    await page.goto(origin() + jobsListPath('en'));
    expect(await page.locator('main').textContent()).toContain(demoContent.en.locations.items[0]?.name ?? '');
    await page.getByRole('link', { name: job.title }).click();
    expect(new URL(page.url()).pathname).toBe(entryPath('jobs', 'en', job.slug));
    const apply = page.getByRole('link', { name: `Apply for ${job.title}` }).first();
    expect(await apply.getAttribute('href')).toBe(`${pathFor('contact', 'en')}?job=${job.slug}#inquiry`);
    expect(await page.getByRole('heading', { level: 2, name: text.offerTitle }).count()).toBe(1);
    // The language switch goes to the same ad in the other language.
    const other = checkedLocales.find((locale) => locale !== 'en') ?? 'en';
    const switchLink = page.locator(`header a[hreflang="${localeTags[other].hreflang}"]`);
    expect(await switchLink.getAttribute('href')).toBe(entryPath('jobs', other, job.slug));
  });

  describe('every new kind of page in every language', () => {
    for (const locale of checkedLocales) {
      const pages = {
        'news list': newsListPath(locale),
        'news article': entryPath('news', locale, 'veltrum-news-3'),
        product: entryPath('products', locale, 'ecobale-x4'),
        careers: jobsListPath(locale),
        'job ad': entryPath('jobs', locale, job.slug),
      };
      for (const [kind, path] of Object.entries(pages)) {
        it(`${locale}: the ${kind} (${path}) has one h1, its language and no accessibility violations`, async () => {
          const page = await newVisitor();
          const response = await page.goto(origin() + path, { waitUntil: 'networkidle' });
          expect(response?.status(), 'HTTP status').toBe(200);
          expect(await page.locator('html').getAttribute('lang')).toBe(localeTags[locale].hreflang);
          expect(await page.locator('h1').count()).toBe(1);
          // The public origin is configured (PUBLIC_ORIGIN), not the test server's random port.
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(new URL(canonical ?? '', origin()).pathname).toBe(path);
          expect(await htmlProblems((await response?.text()) ?? ''), 'HTML validity').toEqual([]);
          expect(await axeViolations(page), 'axe violations').toEqual([]);
        });
      }
    }
  });

  describe('the draft preview', () => {
    const previews = [
      { kind: 'news article', locale: 'en', path: `/desk/preview/collections/news/${newsId(3)}/en` },
      { kind: 'job ad', locale: 'de', path: `/desk/preview/collections/jobs/${jobId}/de` },
      { kind: 'section on the company page', locale: 'en', path: '/desk/preview/en/company?section=about' },
    ] as const;
    for (const { kind, locale, path } of previews) {
      it(`says it is a draft and links back to the editor: ${kind}`, async () => {
        const cookie = await signInCookie(origin(), editor.email, password);
        const page = await newVisitor({}, cookie);
        const response = await page.goto(origin() + path, { waitUntil: 'networkidle' });
        expect(response?.status(), 'HTTP status').toBe(200);
        const text = messageCatalogs[locale].preview;
        const bar = page.getByRole('complementary', { name: text.label });
        expect(await bar.getByRole('status').textContent()).toContain(text.notice);
        const back = await bar.getByRole('link', { name: text.backToEditor }).getAttribute('href');
        expect(back).toMatch(/^\/desk\/(collections\/(news|jobs)\/[0-9a-f-]+\/(en|de)|content\/en\/about)$/);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        expect(await htmlProblems((await response?.text()) ?? ''), 'HTML validity').toEqual([]);
        expect(await axeViolations(page), 'axe violations').toEqual([]);
      });
    }
  });
});
