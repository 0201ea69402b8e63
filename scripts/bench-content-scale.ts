/**
 * `npm run bench:content` (second part): the site at size. Writes 1,000 news entries and 200 products in
 * every language the code has (about 5,000 pages) into a fresh embedded database, then on the built
 * service measures: the cold start until it serves them (`ready` is printed after every page is
 * rendered), the memory the rendered pages take (RSS against the same service with only the demo
 * content), and publish → updated page served for edited news entries. Prints the figures and writes them
 * into docs/performance.md; asserts nothing.
 *
 * BENCH_NEWS (default 1000), BENCH_PRODUCTS (default 200), BENCH_PUBLISHES (default 20).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '@sitedesk/db/client';
import { contentEntries } from '@sitedesk/db/content-schema';
import type { NewsEntry, ProductEntry } from '@sitedesk/shared/collections/entries';
import { entryPath } from '@sitedesk/shared/collections/paths';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { createStaffUser, signInCookie } from '../e2e/support/staff-cli';
import { writePerformanceSection } from './performance-doc';

const newsCount = Number(process.env.BENCH_NEWS ?? 1000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 200);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 20);
const password = 'bench passphrase for the editor';
const editor = { email: 'editor@bench.example', name: 'Bench Editor', role: 'editor' } as const;
const serverEnv = { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '0', SITE_LOCALES: locales.join(',') };

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

async function countServedPages(origin: string): Promise<number> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return sitemap.match(/<loc>/g)?.length ?? 0;
}

async function api<T>(origin: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function untilServed(origin: string, path: string, text: string): Promise<void> {
  for (;;) {
    const html = await (await fetch(`${origin}${path}`)).text();
    if (html.includes(text)) return;
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

async function timePublishes(server: RunningServer): Promise<number[]> {
  const cookie = await signInCookie(server.url, editor.email, password);
  const timings: number[] = [];
  for (let round = 0; round < publishes; round++) {
    const index = Math.floor((round * newsCount) / publishes);
    const base = `/api/desk/collections/news/${entryId(1, index)}/en`;
    const detail = await api<EntryDetail>(server.url, cookie, 'GET', base);
    const title = `Edited news ${index}, round ${round} at ${Date.now()}`;
    const saved = await api<EntryDetail>(server.url, cookie, 'PUT', `${base}/draft`, {
      revision: detail.revision,
      document: { ...(detail.draft as NewsEntry), title },
    });
    const started = performance.now();
    await api(server.url, cookie, 'POST', `${base}/publish`, { revision: saved.revision });
    await untilServed(server.url, entryPath('news', 'en', `news-${index}-en`), title);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

if (process.env.BENCH_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });

const baselineServer = await startServer(serverEnv);
const baselineRss = await settledRssMb(baselineServer.pid);
const baselinePages = await countServedPages(baselineServer.url);
await baselineServer.stop();

const dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-bench-scale-'));
let figures: { coldStartMs: number; pages: number; rss: number; timings: number[] };
try {
  await writeEntries(dataDir);
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  const started = performance.now();
  const server = await startServer(serverEnv, { dataDir });
  const coldStartMs = performance.now() - started;
  try {
    const pages = await countServedPages(server.url);
    const rss = await settledRssMb(server.pid);
    const timings = await timePublishes(server);
    figures = { coldStartMs, pages, rss, timings };
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const { timings } = figures;
const section = [
  '## Publishing at size (`npm run bench:content`, second part)',
  '',
  `${format(newsCount)} news entries and ${format(productCount)} products, each published in ${locales.length} languages`,
  `(${locales.join(', ')}), on the embedded database: ${format(figures.pages)} URLs in the sitemap (the demo site: ${format(baselinePages)}).`,
  `Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| figure | value | target |',
  '| --- | ---: | ---: |',
  `| cold start until every page is rendered and served | ${format(figures.coldStartMs)} ms | ≤ 15,000 ms |`,
  `| RSS of the service, settled after start | ${format(figures.rss)} MB | |`,
  `| the same with only the demo content | ${format(baselineRss)} MB | |`,
  `| memory the ~5,000 pages take (difference) | ${format(figures.rss - baselineRss)} MB | ≤ 200 MB |`,
  `| publish → edited news page served, median (${publishes} edits) | ${format(percentile(timings, 0.5))} ms | |`,
  `| publish → edited news page served, p95 | ${format(percentile(timings, 0.95))} ms | ≤ 1,000 ms |`,
  `| publish → edited news page served, max | ${format(timings.at(-1) ?? 0)} ms | |`,
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:content-scale', section);
