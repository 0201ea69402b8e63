import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '@sitedesk/db/client';
import { type InquiryListQuery, inquiryListQuerySchema } from '@sitedesk/shared/desk-api';
import { createDeskService } from '../apps/server/src/features/inquiry/desk';
import { createLogger } from '../apps/server/src/logger';
import type { Staff } from '../apps/server/src/platform/auth/staff';
import { createInProcessEventBus } from '../apps/server/src/platform/events/in-process';
import { createLocalDiskStorage } from '../apps/server/src/platform/storage/local-disk';
import { createUrlSigner } from '../apps/server/src/platform/storage/url-signer';
import { onEmbeddedDatabase, onPostgres } from './bench-databases';
import { benchInquiryCount, seedDeskInquiries } from './bench-desk-seed';
import { machineDescription, writePerformanceSection } from './performance-doc';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const warmUpRuns = 3;

const reader: Staff = {
  userId: 'bench-staff-1',
  sessionId: 'bench-session',
  name: 'Bench Staff 1',
  email: 'staff1@bench.example',
  role: 'sales',
  hasSecondFactor: false,
  mustEnrolSecondFactor: false,
};

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const cases: { label: string; query: Partial<Record<keyof InquiryListQuery, string | number>> }[] = [
  { label: 'page 1, no filter', query: {} },
  { label: 'page 1, status=new', query: { status: 'new' } },
  { label: 'page 1, status=closed', query: { status: 'closed' } },
  { label: 'page 2,000, no filter (offset 49,975)', query: { page: 2000 } },
  { label: 'q common word ("please"), best match first', query: { q: 'please' } },
  { label: 'q common word ("please"), newest first', query: { q: 'please', sort: 'newest' } },
  { label: 'q rare word ("tetrapak")', query: { q: 'tetrapak' } },
  { label: 'q German plural ("Ballenpressen")', query: { q: 'Ballenpressen' } },
  { label: 'q typed prefix in an answer ("hydraulikag")', query: { q: 'hydraulikag' } },
  { label: 'q two words ("preisliste presscontainer")', query: { q: 'preisliste presscontainer' } },
  {
    label: 'q "please" + status=closed + country=DE',
    query: { q: 'please', status: 'closed', country: 'DE' },
  },
  { label: 'country=FR, 3-month range', query: { country: 'FR', from: isoDay(270), to: isoDay(180) } },
];

type CaseFigures = { label: string; total: number; capped: boolean; median: number; p95: number };
type DatabaseFigures = { database: string; seedSeconds: number; cases: CaseFigures[] };

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function benchDatabase(database: string, db: Database, dataDir: string): Promise<DatabaseFigures> {
  const seedStart = performance.now();
  await seedDeskInquiries(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const service = createDeskService({
    db,
    storage: createLocalDiskStorage(join(dataDir, 'blobs'), createUrlSigner('bench')),
    events: createInProcessEventBus(),
    logger: createLogger('warn'),
  });
  const figures: CaseFigures[] = [];
  for (const { label, query } of cases) {
    const parsed = inquiryListQuerySchema.parse(query);
    let total = 0;
    let capped = false;
    const times: number[] = [];
    for (let run = 0; run < warmUpRuns + runs; run += 1) {
      const start = performance.now();
      const result = await service.list(reader, parsed);
      if (run >= warmUpRuns) times.push(performance.now() - start);
      total = result.total;
      capped = result.totalIsCapped;
    }
    times.sort((a, b) => a - b);
    figures.push({ label, total, capped, median: percentile(times, 50), p95: percentile(times, 95) });
    console.log(`${database} | ${label}: total ${total}, p50 ${percentile(times, 50).toFixed(1)} ms`);
  }
  return { database, seedSeconds, cases: figures };
}

const ms = (value: number) => value.toFixed(1);
const count = (value: number) => value.toLocaleString('en-US');

function table(results: DatabaseFigures[]): string {
  const rows = results.flatMap((r) =>
    r.cases.map(
      (c) =>
        `| ${r.database} | ${c.label} | ${c.capped ? 'more than ' : ''}${count(c.total)} | ${ms(c.median)} | ${ms(c.p95)} |`,
    ),
  );
  return [
    '| database | case | total | median ms | p95 ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const started = performance.now();
// Other work on the machine shows up in p95 first; the load average tells the reader how quiet it was.
const loadAtStart = loadavg()[0] ?? 0;
const results = [
  await onEmbeddedDatabase('sitedesk-bench-desk-', benchDatabase),
  await onPostgres('sitedesk-bench-desk-', benchDatabase),
];
const machine = machineDescription();
const section = [
  `## Desk inbox at ${count(benchInquiryCount)} inquiries (\`npm run bench:desk\`)`,
  '',
  'The desk service’s `list` (what `GET /api/desk/inquiries` calls: a page of 25 joined with assignee and the ',
  'reader’s unread state, and the `count(*)` total, both in parallel; a search counts its newest 1,000 matches, ',
  'decision 180), called in-process ',
  `without HTTP; ${runs} timed runs per case after ${warmUpRuns} warm-up runs. Data: ${count(benchInquiryCount)} inquiries over two `,
  'years (8 % spam, most older ones closed, half in German with a German sentence), a third with a staff ',
  'answer and a tenth with a note (both in the search document, decision 172), 3 staff users, the reader has ',
  'opened ~90 % of the handled ones; searches rank by relevance unless the case says newest first; ',
  `seeded with one INSERT … SELECT, then VACUUM ANALYZE (${results.map((r) => `${r.database}: ${r.seedSeconds.toFixed(0)} s`).join(', ')}). `,
  `Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}; the whole run took `,
  `${((performance.now() - started) / 1000).toFixed(0)} s; 1-minute load average ${loadAtStart.toFixed(1)} at the start, `,
  `${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  '',
  table(results),
  '',
  'Target: p95 ≤ 100 ms on PostgreSQL for every case; ≤ 50 ms on both databases for search and filters ',
  '(issue 26). `BENCH_DESK_INQUIRIES` sets another size; PostgreSQL is `BENCH_DATABASE_URL`, else a throwaway server.',
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:desk', section);
