/**
 * `npm run bench:footprint`: what the built service costs a small server (issue 15), on the embedded
 * database and on a throwaway PostgreSQL (or BENCH_DATABASE_URL) in one run. For each: the resident memory
 * of the whole process tree idle after start, its peak during the API benchmark (autocannon on
 * `GET /api/health` and `POST /api/inquiries`) with the event loop's p99 delay, and the same again after a
 * restart with 100,000 inquiries in the database. Writes the figures into docs/performance.md; asserts nothing.
 *
 * BENCH_SECONDS (default 10) sets each measurement's length, BENCH_CONNECTIONS (default 10) its concurrency.
 * FOOTPRINT_ENTRY=path/to/main.js measures another build of the service (embedded only, no seeding, nothing
 * written), as decision 140 did for the PGlite variants.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectDatabase } from '@sitedesk/db/client';
import pg from 'pg';
import { mallocSettings, repoRoot } from '../e2e/support/server';
import { benchInquiryCount, seedDeskInquiries } from './bench-desk-seed';
import { loadConnections, loadSeconds, measureHealthAndInquiries, type Throughput } from './bench-http-load';
import { eventLoopP99Ms, samplePeakMemory, type TreeMemory, treeMemory } from './footprint';
import { machineDescription, writePerformanceSection } from './performance-doc';
import { startThrowawayPostgres } from './throwaway-postgres';

const metricsToken = 'bench-footprint-token-0123456789abcdef';
const migrationsFolder = join(repoRoot, 'packages/db/migrations');

type LoadFigures = { health: Throughput; inquiries: Throughput; peak: TreeMemory; loopP99Ms: number };
type TargetFigures = {
  database: string;
  idle: TreeMemory;
  load: LoadFigures;
  seededIdle?: TreeMemory;
  seededLoad?: LoadFigures;
};

type Service = { url: string; pid: number; stop(): Promise<void> };

async function startService(entry: string, dataDir: string, env: Record<string, string>): Promise<Service> {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // The service as `npm start` and the container run it; without it React renders in development mode.
      NODE_ENV: 'production',
      ...mallocSettings,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      INQUIRY_RATE_LIMIT: '0',
      METRICS_TOKEN: metricsToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`the service exited before it was ready (code ${code})`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Idle memory 45 s after the ready line: the start's background work done (the smallest brotli copies of the
 * pages, about 15 s of one core), its garbage collected (decision 156), the first round of clean-up jobs
 * (30 s after the start) over, and the database connections they opened closed again (after 3 s idle).
 */
async function idleMemory(service: Service): Promise<TreeMemory> {
  await sleep(45_000);
  return treeMemory(service.pid);
}

async function underLoad(service: Service, duration = loadSeconds): Promise<LoadFigures> {
  const metrics = (origin: string) => eventLoopP99Ms(origin, metricsToken);
  await measureHealthAndInquiries(service.url, 2);
  await metrics(service.url);
  const sampler = samplePeakMemory(service.pid);
  const { health, inquiries } = await measureHealthAndInquiries(service.url, duration);
  const peak = sampler.stop();
  return { health, inquiries, peak, loopP99Ms: await metrics(service.url) };
}

async function benchTarget(
  database: string,
  entry: string,
  env: Record<string, string>,
  seed?: () => Promise<string>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-footprint-'));
  try {
    let service = await startService(entry, dataDir, env);
    const idle = await idleMemory(service);
    const load = await underLoad(service);
    await service.stop();
    const figures: TargetFigures = { database, idle, load };
    if (seed) {
      const seededDataDir = mkdtempSync(join(tmpdir(), 'sitedesk-footprint-'));
      try {
        const seededUrl = await seedInto(seededDataDir, seed);
        service = await startService(
          entry,
          seededDataDir,
          seededUrl ? { ...env, DATABASE_URL: seededUrl } : env,
        );
        figures.seededIdle = await idleMemory(service);
        figures.seededLoad = await underLoad(service, Math.max(3, Math.round(loadSeconds / 2)));
        await service.stop();
      } finally {
        rmSync(seededDataDir, { recursive: true, force: true });
      }
    }
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fills a fresh database with 100,000 inquiries in a few statements; returns its URL ('' for embedded). */
async function seedInto(dataDir: string, database: () => Promise<string>): Promise<string> {
  const databaseUrl = await database();
  const connection = await connectDatabase({
    databaseUrl: databaseUrl || undefined,
    dataDir,
    migrationsFolder,
  });
  try {
    await seedDeskInquiries(connection.db);
  } finally {
    await connection.close();
  }
  return databaseUrl;
}

const failuresOf = (throughput: Throughput) => throughput.non2xx + throughput.errors;
const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const memory = (m: TreeMemory | undefined) => (m ? `${m.rssMb} (PSS ${m.pssMb}, ${m.processes} proc.)` : '–');

function table(results: TargetFigures[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${memory(r.idle)} | ${memory(r.load.peak)} | ${r.load.loopP99Ms} | ${format(r.load.health.rps)} | ${format(r.load.inquiries.rps)} (p99 ${r.load.inquiries.p99} ms) | ${memory(r.seededIdle)} | ${memory(r.seededLoad?.peak)} | ${r.seededLoad ? r.seededLoad.loopP99Ms : '–'} |`,
  );
  return [
    '| database | idle RSS MB | peak RSS MB, API benchmark | event loop p99 ms | GET /api/health req/s | POST /api/inquiries req/s | idle RSS MB, 100,000 inquiries | peak RSS MB, API benchmark, 100,000 inquiries | event loop p99 ms, 100,000 inquiries |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const customEntry = process.env.FOOTPRINT_ENTRY;
if (customEntry) {
  const figures = await benchTarget(`embedded (${customEntry})`, customEntry, {});
  console.log(JSON.stringify(figures, null, 2));
  console.log(table([figures]));
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
  process.exit(0);
}

execFileSync('npm', ['run', 'build', '--workspace', '@sitedesk/server'], { stdio: 'inherit', cwd: repoRoot });
// Other work on the machine shows in every figure here: the load average says how much there was.
const loadAtStart = loadavg()[0] ?? 0;
const entry = join(repoRoot, 'apps/server/dist/main.js');
const postgres = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
  : startThrowawayPostgres();
const results: TargetFigures[] = [];
try {
  results.push(await benchTarget('embedded (PostgreSQL child process)', entry, {}, async () => ''));
  let databases = 0;
  const freshDatabase = async () => {
    const name = `sitedesk_footprint_${process.pid}_${databases++}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  results.push(
    await benchTarget(
      'PostgreSQL 15 (DATABASE_URL)',
      entry,
      { DATABASE_URL: await freshDatabase() },
      freshDatabase,
    ),
  );
} finally {
  postgres.stop();
}

const [embedded, server] = results;
const ratio = (a: number, b: number) => `${format((100 * a) / b)} %`;
const failures = results
  .flatMap((r) => [r.load, r.seededLoad])
  .reduce((sum, load) => sum + (load ? failuresOf(load.health) + failuresOf(load.inquiries) : 0), 0);
const machine = machineDescription();
const section = [
  '## Footprint (`npm run bench:footprint`)',
  '',
  'The built service started as `npm start` starts it, on a fresh DATA_DIR, then on one holding ',
  `${format(benchInquiryCount)} inquiries (\`bench-desk-seed.ts\`). RSS is summed over the service's whole `,
  'process tree (the embedded PostgreSQL and its workers included; their shared buffers are counted in ',
  "each process that touched them, and so are the binaries' and libraries' pages, so the sum overstates); ",
  'PSS counts shared pages once (shared with other Node processes on the machine too). Idle: 45 s after ',
  `the ready line (the start's background compression done and its garbage collected, the first clean-up round over, the pool's idle connections closed). Load: autocannon, ${loadConnections} connections, ${loadSeconds} s on each endpoint (half that `,
  'with 100,000 inquiries) after a 2 s warm-up, rate limit off, MAIL_DRIVER=dev; peak sampled every 250 ms. ',
  "Event loop: the service's own `monitorEventLoopDelay` p99 over the load, from `/metrics`. ",
  `Machine: ${machine}; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end. `,
  `Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  table(results),
  '',
  embedded && server
    ? `Embedded ÷ PostgreSQL in this run: \`GET /api/health\` ${ratio(embedded.load.health.rps, server.load.health.rps)}, ` +
      `\`POST /api/inquiries\` ${ratio(embedded.load.inquiries.rps, server.load.inquiries.rps)}.`
    : '',
  '',
  'Targets (issue 15): embedded idle ≤ 200 MB, ≤ 350 MB under the API benchmark and with 100,000 inquiries, ',
  'event loop p99 ≤ 20 ms, health ≥ 30 % and inquiries ≥ 50 % of the PostgreSQL throughput. Decision 140 ',
  'has the figures of the engines that were tried (PGlite as it was, PGlite tuned), decision 141 those of ',
  "the embedded server's and Node's settings.",
  failures > 0 ? `\n${failures} responses were not 2xx or failed; the figures above include them.` : '',
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:footprint', section);
