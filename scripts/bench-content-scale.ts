/**
 * `npm run bench:content` (second part): the site at size. Writes 1,000 news entries and 200 products in
 * every language the code has (about 5,000 pages) into a fresh embedded database, then on the built
 * service measures: the cold start (spawn until the service says it is ready, and until a few pages,
 * one of them rendered on demand, have answered), the memory the served pages take (the
 * `sitedesk_site_memory_bytes` gauge, after every page of the sitemap was requested once, and RSS against
 * the same service with only the demo content), and publish → updated page served for edited news
 * entries. Prints the figures and the load average, writes them into docs/performance.md; asserts nothing.
 *
 * BENCH_NEWS (default 1000), BENCH_PRODUCTS (default 200), BENCH_PUBLISHES (default 20).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { contentEntries } from '@sitedesk/db/content-schema';
import type { NewsEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { entryPath } from '@sitedesk/shared/collections/paths';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { createStaffUser, signInCookie } from '../e2e/support/staff-cli';
import { deskApi, shareOf, untilServed } from './bench-editor-clients';
import { machineDescription, writePerformanceSection } from './performance-doc';

const newsCount = Number(process.env.BENCH_NEWS ?? 1000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 200);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 20);
const password = 'bench passphrase for the editor';
const editor = { email: 'editor@bench.example', name: 'Bench Editor', role: 'editor' } as const;
const metricsToken = 'bench-metrics-token-0123456789abcdef0123';
const serverEnv = {
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT: '0',
  SITE_LOCALES: locales.join(','),
  METRICS_TOKEN: metricsToken,
  // As the container image runs it (Dockerfile): React's production build renders several times faster.
  NODE_ENV: 'production',
};

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

function news(index: number, locale: Locale): NewsEntry {
  const day = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `News ${index} (${locale}): Veltrum ships baler line ${index}`,
    slug: `news-${index}-${locale}`,
    date: day,
    category: (['press', 'trade-fairs', 'case-studies'] as const)[index % 3] ?? 'press',
    teaser: `What happened at Veltrum on ${day}, in a sentence or two for the list page.`,
    body: {
      type: 'doc',
      content: [
        paragraph('Bremen. Veltrum commissioned another line, and the customer is pleased with it.'),
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What it does' }] },
        paragraph('It presses cardboard and film into dense bales, with less energy than before.'),
      ],
    },
    downloads: [],
  };
}

function product(index: number, locale: Locale): ProductEntry {
  return {
    name: `EcoBale P${index} (${locale})`,
    slug: `ecobale-p${index}-${locale}`,
    icon: 'factory',
    summary: 'A channel baler for cardboard and film, fully automatic.',
    description: { type: 'doc', content: [paragraph('Fully automatic, with wire tying.')] },
    images: [],
    specs: [
      { label: 'Press force', value: String(40 + (index % 80)), unit: 't' },
      { label: 'Throughput', value: String(10 + (index % 30)), unit: 't/h' },
    ],
    dataSheets: [],
    related: [],
    position: 10 + index,
  };
}

const entryId = (kind: number, index: number) =>
  `5e0c0000-${String(kind).padStart(4, '0')}-4000-8000-${String(index).padStart(12, '0')}`;

/** The entries, published in every language, written before the service starts (as an import would). */
async function writeEntries(dataDir: string): Promise<void> {
  const database = await connectDatabase({
    dataDir,
    migrationsFolder: join(repoRoot, 'packages/db/migrations'),
  });
  const publishedAt = new Date();
  const row = (id: string, locale: Locale, collection: 'news' | 'products', document: { slug: string }) => ({
    id,
    locale,
    collection,
    slug: document.slug,
    publishedSlug: document.slug,
    draft: document,
    published: document,
    publishedVersion: 1,
    publishedAt,
  });
  try {
    const rows = locales.flatMap((locale) => [
      ...Array.from({ length: newsCount }, (_, i) => row(entryId(1, i), locale, 'news', news(i, locale))),
      ...Array.from({ length: productCount }, (_, i) =>
        row(entryId(2, i), locale, 'products', product(i, locale)),
      ),
    ]);
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(contentEntries).values(rows.slice(start, start + 500));
    }
  } finally {
    await database.close();
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** RSS once the start's garbage has settled: the lowest of a few readings a second apart. */
async function settledRssMb(pid: number): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let reading = 0; reading < 5; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    lowest = Math.min(lowest, rssMb(pid));
  }
  return lowest;
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Milliseconds until every path has answered 200 (pages not rendered at start are rendered now). */
async function timeFirstBytes(origin: string, paths: string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }),
  );
  return performance.now() - started;
}

/** Requests every path once, `concurrency` at a time, as a crawler would: the cache fills and evicts. */
async function crawl(origin: string, paths: string[], concurrency: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

async function siteMemoryMb(origin: string): Promise<number> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  const bytes = Number(/^sitedesk_site_memory_bytes\s+(\S+)/m.exec(text)?.[1] ?? Number.NaN);
  return bytes / 2 ** 20;
}

/**
 * An editor's page put in the header is on every page by its link (decision 142): its publish makes every
 * cached page stale. Measures publish → its own page served, and publish → the `recent` pages (the most
 * recently crawled, so the cached ones) all served with the new link, as visitors would ask for them.
 */
async function timeHeaderPage(
  server: RunningServer,
  recent: string[],
): Promise<{ ownMs: number; everyMs: number; pages: number }> {
  const cookie = await signInCookie(server.url, editor.email, password);
  const navLabel = `Plant ${Date.now()}`;
  const created = await deskApi<EntryDetail>(server.url, cookie, 'POST', '/api/desk/collections/pages', {
    document: {
      title: 'Our plant in Porto',
      slug: 'porto-plant',
      navLabel,
      placement: 'header',
      blocks: [
        { type: 'intro', id: 'intro', title: 'Built for bulky waste', text: 'Twelve tonnes an hour.' },
      ],
      seoDescription: 'The Porto plant shreds bulky waste for the city.',
    },
  });
  const started = performance.now();
  await deskApi(server.url, cookie, 'POST', `/api/desk/collections/pages/${created.id}/en/publish`, {
    revision: created.revision,
  });
  await untilServed(server.url, '/en/porto-plant', 'Twelve tonnes an hour.');
  const ownMs = performance.now() - started;
  // Published in English only, the page is in every language's header with the English link text.
  let next = 0;
  const worker = async () => {
    while (next < recent.length) await untilServed(server.url, recent[next++] ?? '/en', navLabel);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { ownMs, everyMs: performance.now() - started, pages: recent.length };
}

async function timePublishes(server: RunningServer): Promise<number[]> {
  const cookie = await signInCookie(server.url, editor.email, password);
  const timings: number[] = [];
  for (let round = 0; round < publishes; round++) {
    const index = Math.floor((round * newsCount) / publishes);
    const base = `/api/desk/collections/news/${entryId(1, index)}/en`;
    const detail = await deskApi<EntryDetail>(server.url, cookie, 'GET', base);
    const title = `Edited news ${index}, round ${round} at ${Date.now()}`;
    const saved = await deskApi<EntryDetail>(server.url, cookie, 'PUT', `${base}/draft`, {
      revision: detail.revision,
      document: { ...(detail.draft as NewsEntry), title },
    });
    const started = performance.now();
    await deskApi(server.url, cookie, 'POST', `${base}/publish`, { revision: saved.revision });
    await untilServed(server.url, entryPath('news', 'en', `news-${index}-en`), title);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

if (process.env.BENCH_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });

const baselineStarted = performance.now();
const baselineServer = await startServer(serverEnv);
const baselineReadyMs = performance.now() - baselineStarted;
const baselineRss = await settledRssMb(baselineServer.pid);
const baselinePages = (await sitemapPaths(baselineServer.url)).length;
await baselineServer.stop();

type Figures = {
  readyMs: number;
  firstPagesMs: number;
  pages: number;
  rss: number;
  crawlMs: number;
  crawledRss: number;
  siteMb: number;
  timings: number[];
  header: { ownMs: number; everyMs: number; pages: number };
  load: number[];
};
const dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-bench-scale-'));
let figures: Figures;
try {
  await writeEntries(dataDir);
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  const load = loadavg();
  const started = performance.now();
  const server = await startServer(serverEnv, { dataDir });
  const readyMs = performance.now() - started;
  // What a visitor right after the start gets: fixed pages, a list page and pages rendered on demand.
  const firstPages = [
    '/en',
    '/de/aktuelles',
    entryPath('news', 'fr', 'news-500-fr'),
    entryPath('products', 'ar', 'ecobale-p7-ar'),
  ];
  const firstPagesMs = readyMs + (await timeFirstBytes(server.url, firstPages));
  try {
    const paths = await sitemapPaths(server.url);
    const rss = await settledRssMb(server.pid);
    const crawlMs = await crawl(server.url, paths, 4);
    const crawledRss = await settledRssMb(server.pid);
    const siteMb = await siteMemoryMb(server.url);
    const timings = await timePublishes(server);
    // The crawl's last 1,000 pages are the ones the cache still holds (it keeps about 1,500).
    const header = await timeHeaderPage(server, paths.slice(-1000));
    figures = {
      readyMs,
      firstPagesMs,
      pages: paths.length,
      rss,
      crawlMs,
      crawledRss,
      siteMb,
      timings,
      header,
      load,
    };
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const machine = machineDescription();
const { timings } = figures;
const loadText = figures.load.map((value) => value.toFixed(2)).join(', ');
const section = [
  '## Publishing at size (`npm run bench:content`, second part)',
  '',
  `${format(newsCount)} news entries and ${format(productCount)} products, each published in ${locales.length} languages`,
  `(${locales.join(', ')}), on the embedded database: ${format(figures.pages)} URLs in the sitemap (the demo site: ${format(baselinePages)}).`,
  `Machine: ${machine}; load average at the cold start ${loadText} (the machine is shared); NODE_ENV=production. Measured ${new Date().toISOString().slice(0, 10)}.`,
  "Pages are rendered at start only for the fixed pages, 404s and the lists' first pages; the others on their first request, kept in a cache of at most 96 MB (decision 145).",
  '',
  '| figure | value | target |',
  '| --- | ---: | ---: |',
  `| cold start with only the demo content: spawn until ready | ${format(baselineReadyMs)} ms | |`,
  `| cold start: spawn until the service is ready | ${format(figures.readyMs)} ms | |`,
  `| cold start: spawn until 4 pages (2 rendered on demand) have answered | ${format(figures.firstPagesMs)} ms | ≤ 15,000 ms |`,
  `| RSS of the service, settled after start | ${format(figures.rss)} MB | |`,
  `| the same with only the demo content | ${format(baselineRss)} MB | |`,
  `| every sitemap URL requested once (4 at a time) | ${format(figures.crawlMs)} ms | |`,
  `| memory for served pages after that (\`sitedesk_site_memory_bytes\`) | ${format(figures.siteMb)} MB | ≤ 200 MB |`,
  `| RSS after that, settled | ${format(figures.crawledRss)} MB | |`,
  `| publish → edited news page served, median (${publishes} edits) | ${format(shareOf(timings, 0.5))} ms | |`,
  `| publish → edited news page served, p95 | ${format(shareOf(timings, 0.95))} ms | ≤ 1,000 ms |`,
  `| publish → edited news page served, max | ${format(timings.at(-1) ?? 0)} ms | |`,
  `| publish of a page placed in the header → its page served | ${format(figures.header.ownMs)} ms | |`,
  `| the same → ${format(figures.header.pages)} cached pages all served with its link (4 at a time) | ${format(figures.header.everyMs)} ms | |`,
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:content-scale', section);
