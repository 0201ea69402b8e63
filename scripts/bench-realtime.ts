/**
 * `npm run bench:realtime`: holds N authenticated desk event streams (1,000, then 10,000) on the built
 * service (embedded database), and measures the extra memory they cost (the PSS of the service's whole
 * process tree, its embedded PostgreSQL included, and the service's own RSS, before and after; decision
 * 147) and the latency from an inquiry's commit (POST /api/inquiries answered) to its
 * arrival on every stream: p50/p95/p99. Prints the figures and writes them into docs/performance.md.
 * Measures only; asserts nothing. BENCH_REALTIME_COUNTS (default "1000,10000") and BENCH_REALTIME_ROUNDS
 * (inquiries per count, default 10) tune it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { freePort, measureArrivals, openStreams, percentile, signIn, submit } from './bench-desk-clients';
import { type TreeMemory, treeMemory } from './footprint';
import { machineDescription, writePerformanceSection } from './performance-doc';

const counts = (process.env.BENCH_REALTIME_COUNTS ?? '1000,10000').split(',').map(Number);
const rounds = Number(process.env.BENCH_REALTIME_ROUNDS ?? 10);
const email = 'bench-sales@staff.example';
const password = 'bench-realtime-password-2026';

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The tree's memory once the streams are only held: the garbage of opening them (session lookups, queries)
 * is collected when V8's memory reducer sees the allocation rate drop, some seconds later. Read every
 * second until it has not fallen by more than 1 MB for 5 reads in a row (at most 40 s).
 */
async function settledMemory(pid: number): Promise<{ tree: TreeMemory; seconds: number }> {
  let lowest = treeMemory(pid);
  let steady = 0;
  let seconds = 0;
  while (steady < 5 && seconds < 40) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    seconds++;
    const now = treeMemory(pid);
    if (now.pssMb < lowest.pssMb - 1) steady = 0;
    else steady++;
    if (now.pssMb < lowest.pssMb) lowest = now;
  }
  return { tree: lowest, seconds };
}

type Figures = {
  clients: number;
  opened: number;
  mbPerThousand: number;
  extraMb: number;
  serviceRssMb: number;
  settledMb: number;
  settledAfterS: number;
  processes: number;
  load: string;
  p50: number;
  p95: number;
  p99: number;
  delivered: number;
  expected: number;
};

async function measure(server: RunningServer, cookie: string, clients: number): Promise<Figures> {
  const before = { tree: treeMemory(server.pid), rss: rssMb(server.pid) };
  const streams = await openStreams(server.url, cookie, clients);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = { tree: treeMemory(server.pid), rss: rssMb(server.pid) };
  const settled = await settledMemory(server.pid);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const { latencies, delivered } = await measureArrivals(streams, server.url, rounds);
  const extraMb = after.tree.pssMb - before.tree.pssMb;
  return {
    clients,
    opened: streams.length,
    extraMb: Math.round(extraMb),
    serviceRssMb: Math.round(after.rss - before.rss),
    settledMb: Math.round(settled.tree.pssMb - before.tree.pssMb),
    settledAfterS: settled.seconds,
    processes: after.tree.processes,
    load,
    mbPerThousand: Math.round((extraMb / Math.max(1, streams.length)) * 1000 * 10) / 10,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    delivered,
    expected: streams.length * rounds,
  };
}

execFileSync('npm', ['run', 'build', '-w', '@sitedesk/server'], { cwd: repoRoot, stdio: 'inherit' });
const results: Figures[] = [];
for (const clients of counts) {
  let server: RunningServer | undefined;
  let benchDir: string | undefined;
  try {
    // One session holds every stream here: the per-session and per-member limits are lifted to the count.
    const env = {
      INQUIRY_RATE_LIMIT: '0',
      SIGN_IN_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      REALTIME_STREAMS_PER_SESSION: String(clients),
      REALTIME_STREAMS_PER_USER: String(clients),
    };
    // The embedded database allows one process: create the staff member before the service starts.
    benchDir = mkdtempSync(join(tmpdir(), 'sitedesk-bench-rt-'));
    execFileSync(
      'npm',
      ['run', 'user:create', '--', '--email', email, '--password', password, '--role', 'sales'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: benchDir },
        stdio: 'ignore',
      },
    );
    // A fixed port: the sign-in checks the Origin against http://localhost:PORT, which PORT=0 cannot name.
    server = await startServer({ ...env, PORT: String(await freePort()) }, { dataDir: benchDir });
    const cookie = await signIn(server.url, email, password);
    await submit(server.url); // warm-up
    const figures = await measure(server, cookie, clients);
    results.push(figures);
    console.log(figures);
  } finally {
    await server?.stop();
    if (benchDir) rmSync(benchDir, { recursive: true, force: true });
  }
}

const machine = machineDescription();
const rows = results.map(
  (r) =>
    `| ${r.clients} | ${r.opened} | ${r.extraMb} MB | ${r.mbPerThousand} MB | ${r.serviceRssMb} MB | ${r.settledMb} MB (${r.settledAfterS} s) | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.delivered}/${r.expected} | ${r.load} |`,
);
const section = [
  '## Realtime (`npm run bench:realtime`)',
  '',
  `Built service, embedded database, one staff session shared by every stream, clients in one Node process on loopback. Extra memory: the PSS of the service's whole process tree (${results[0]?.processes ?? '?'} processes: the service and its embedded PostgreSQL; shared pages counted once) 2 s after the last stream opened, minus before the first (decision 147); the service's own RSS beside it; and the tree's PSS once it settled (the garbage of opening collected; read every second until it stopped falling). ${rounds} inquiries per run; latency from POST /api/inquiries answered (committed) to the event's arrival on each stream (an event that arrived before the answer counts as 0 ms). Machine: ${machine}. ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| streams asked | opened | extra memory (tree PSS) | per 1,000 | service RSS alone | settled (after) | p50 | p95 | p99 | delivered | load average 1/5/15 min |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  'Targets: 10,000 streams within 300 MB extra memory; p95 ≤ 50 ms with 1,000 streams and ≤ 150 ms with 10,000 on loopback. The machine is shared: the load average (read as the streams were opened) says how much else ran.',
].join('\n');
console.log(`\n${section}`);
await writePerformanceSection('bench:realtime', section);
