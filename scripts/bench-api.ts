/**
 * `npm run bench:api`: autocannon against `GET /api/health` and `POST /api/inquiries` (valid JSON, rate
 * limit off) on the built service, first on the embedded database, then on a throwaway PostgreSQL (or
 * BENCH_DATABASE_URL). Prints requests per second, p50, p99, the ratio of the two endpoints and the
 * service's peak memory, and writes them into docs/performance.md. Measures only; asserts nothing.
 *
 * BENCH_SECONDS (default 10) sets each measurement's length; BENCH_CONNECTIONS (default 10) its concurrency
 * (scripts/bench-http-load.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { loadConnections, loadSeconds, measureHealthAndInquiries, type Throughput } from './bench-http-load';
import { machineDescription, writePerformanceSection } from './performance-doc';
import { startThrowawayPostgres } from './throwaway-postgres';

type TargetFigures = { database: string; health: Throughput; inquiries: Throughput; peakMemoryMb: number };

/** The highest resident memory the process reached (Linux `VmHWM`), in MB. */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function benchTarget(database: string, env: Record<string, string>): Promise<TargetFigures> {
  let server: RunningServer | undefined;
  try {
    server = await startServer({ INQUIRY_RATE_LIMIT: '0', LOG_LEVEL: 'warn', ...env });
    // Warm up both paths (JIT, connection pools, the database's caches) before measuring.
    await measureHealthAndInquiries(server.url, 2);
    const { health, inquiries } = await measureHealthAndInquiries(server.url);
    return { database, health, inquiries, peakMemoryMb: peakMemoryMb(server.pid) };
  } finally {
    await server?.stop();
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });

function table(results: TargetFigures[]): string {
  const rows = results.flatMap((r) => [
    `| ${r.database} | GET /api/health | ${format(r.health.rps)} | ${r.health.p50} | ${r.health.p99} | | ${r.peakMemoryMb} |`,
    `| ${r.database} | POST /api/inquiries | ${format(r.inquiries.rps)} | ${r.inquiries.p50} | ${r.inquiries.p99} | ${format((100 * r.inquiries.rps) / r.health.rps)} % | |`,
  ]);
  return [
    '| database | endpoint | req/s | p50 ms | p99 ms | inquiries ÷ health | peak RSS MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

execFileSync('npm', ['run', 'build', '--workspace', '@sitedesk/server'], { stdio: 'inherit', cwd: repoRoot });
const results: TargetFigures[] = [await benchTarget('embedded (PostgreSQL child process)', {})];
const postgres = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
  : startThrowawayPostgres();
try {
  results.push(await benchTarget('PostgreSQL 15', { DATABASE_URL: postgres.url }));
} finally {
  postgres.stop();
}

const failures = results
  .flatMap((r) => [r.health, r.inquiries])
  .reduce((sum, m) => sum + m.non2xx + m.errors, 0);
const machine = machineDescription();
const section = [
  '## API throughput (`npm run bench:api`)',
  '',
  `autocannon, ${loadConnections} connections, ${loadSeconds} s per endpoint after a 2 s warm-up, rate limit off, `,
  `MAIL_DRIVER=dev (the delivery worker runs during the measurement). Machine: ${machine}. `,
  `Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  table(results),
  '',
  'Targets on this 2-core machine: inquiries at ≥ 50 % of health’s throughput with p99 ≤ 50 ms on PostgreSQL.',
  failures > 0 ? `\n${failures} responses were not 2xx or failed; the figures above include them.` : '',
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:api', section);
