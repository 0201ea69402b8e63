/**
 * `npm run bench:pages`: what an editor's page costs a publish (decision 142). On the built service with
 * the embedded database: a page placed nowhere and a page in the header; publishes each N times and
 * measures from the publish request until the site serves the change — the landing page's new title on its
 * own page (one page rendered), the header page's new navigation label in another page's header (every
 * page rendered). Then autocannon on the editor's page. Prints the figures and writes them into
 * docs/performance.md; asserts nothing.
 *
 * BENCH_PUBLISHES (default 10), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10),
 * BENCH_SKIP_BUILD=1 to use the current build.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageEntry } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { createStaffUser, signInCookie } from '../e2e/support/staff-cli';
import { deskApi, summarize, type Timings, untilServed } from './bench-editor-clients';
import { loadConnections as connections, measureThroughput } from './bench-http-load';
import { machineDescription, writePerformanceSection } from './performance-doc';

const publishes = Number(process.env.BENCH_PUBLISHES ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = 'bench passphrase for the editor';
const editor = { email: 'pages@bench.example', name: 'Bench Editor', role: 'editor' } as const;

function pageDocument(slug: string, change: Partial<PageEntry>): PageEntry {
  return {
    title: slug,
    slug,
    placement: 'none',
    blocks: [
      { type: 'intro', id: 'intro', title: 'Built for bulky waste', text: 'Twelve tonnes an hour.' },
      {
        type: 'features',
        id: 'features',
        title: 'What it does',
        items: [{ icon: 'recycle', title: 'Sorts', text: 'Eight fractions.' }],
      },
      { type: 'quote', id: 'voice', quote: 'Quiet and fast.', name: 'Ana Costa' },
      { type: 'contactBand', id: 'talk', title: 'Talk to us' },
    ],
    seoDescription: 'A page for the benchmark.',
    ...change,
  };
}

async function publishAndWatch(
  origin: string,
  cookie: string,
  entry: EntryDetail,
  change: (round: number) => { document: PageEntry; text: string; watch: string },
): Promise<number[]> {
  const timings: number[] = [];
  let current = entry;
  for (let round = 0; round < publishes; round += 1) {
    const { document, text, watch } = change(round);
    const saved = await deskApi<EntryDetail>(
      origin,
      cookie,
      'PUT',
      `/api/desk/collections/pages/${entry.id}/en/draft`,
      {
        revision: current.revision,
        document,
      },
    );
    const started = performance.now();
    const published = deskApi<EntryDetail>(
      origin,
      cookie,
      'POST',
      `/api/desk/collections/pages/${entry.id}/en/publish`,
      {
        revision: saved.revision,
      },
    );
    await untilServed(origin, watch, text);
    timings.push(Math.round(performance.now() - started));
    current = await published;
  }
  return timings;
}

/** The page under load, as brotli-accepting browsers fetch it. */
const measure = (url: string) => measureThroughput(url, { acceptEncoding: 'br' }, seconds);

const loadAtStart = loadavg()[0] ?? 0;
if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-bench-pages-'));
await createStaffUser(editor, password, { DATA_DIR: dataDir });
let server: RunningServer | undefined;
let landing: number[];
let header: number[];
let served: Awaited<ReturnType<typeof measure>>;
try {
  server = await startServer({ LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '0' }, { dataDir });
  const origin = server.url;
  const cookie = await signInCookie(origin, editor.email, password);
  const create = async (document: PageEntry) => {
    const draft = await deskApi<EntryDetail>(origin, cookie, 'POST', '/api/desk/collections/pages', {
      document,
    });
    return deskApi<EntryDetail>(
      origin,
      cookie,
      'POST',
      `/api/desk/collections/pages/${draft.id}/en/publish`,
      {
        revision: draft.revision,
      },
    );
  };
  const landingPage = await create(pageDocument('spring-offer', {}));
  const headerPage = await create(pageDocument('porto-plant', { placement: 'header' }));
  landing = await publishAndWatch(origin, cookie, landingPage, (round) => {
    const title = `Spring offer ${Date.now()}-${round}`;
    return { document: pageDocument('spring-offer', { title }), text: title, watch: '/en/spring-offer' };
  });
  header = await publishAndWatch(origin, cookie, headerPage, (round) => {
    const navLabel = `Porto ${round}-${Date.now() % 1000}`;
    return {
      document: pageDocument('porto-plant', { placement: 'header', navLabel }),
      text: `>${navLabel}</a>`,
      watch: '/de/unternehmen',
    };
  });
  await measure(`${origin}/en/porto-plant`); // warm-up
  served = await measure(`${origin}/en/porto-plant`);
} finally {
  await server?.stop();
}

const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const row = (label: string, t: Timings) =>
  `| ${label} | ${format(t.median)} | ${format(t.p95)} | ${format(t.max)} |`;
const machine = machineDescription();
const section = [
  "## Editors' pages (`npm run bench:pages`)",
  '',
  `${publishes} publications each of two editors' pages on the embedded database (demo site, four languages),`,
  'timed from the publish request until the site serves the change (polled back to back): a page placed',
  "nowhere renders only its own pages; a header page's new navigation label is in every page's header, so",
  `every page is rendered (decision 142). Machine: ${machine}, load average ${loadAtStart.toFixed(1)} at the`,
  `start (a shared machine reads slower). Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| publish → served | median ms | p95 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  row('page placed nowhere: its title on its page', summarize(landing)),
  row('page in the header: its label in `/de/unternehmen`', summarize(header)),
  '',
  `\`/en/porto-plant\` served (autocannon, ${connections} connections, ${seconds} s, brotli): ${format(served.rps)} req/s,`,
  `p99 ${served.p99} ms, ${served.non2xx + served.errors} failed.`,
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:pages', section);
