/**
 * `npm run bench:events`: two built services (A and B) on one PostgreSQL (`BENCH_DATABASE_URL`, else a
 * throwaway server). Measures (1) the latency from an inquiry's commit on B (POST /api/inquiries answered)
 * to its arrival on each of N streams open on A (default 1,000), p50/p95/p99; (2) from a publish on A
 * (request sent) until B serves the new page, with B's poll set to its longest (60 s), so only the
 * notice can explain it; (3) what NOTIFY costs a committing transaction: concurrent writers committing
 * without NOTIFY, with NOTIFY inside the transaction, and with NOTIFY after the commit (decision 111).
 * Prints the figures and writes them into docs/performance.md. Measures only; asserts nothing.
 * BENCH_EVENTS_STREAMS, BENCH_EVENTS_ROUNDS (default 20) tune it.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { freePort, measureArrivals, openStreams, percentile, signIn, submit } from './bench-desk-clients';
import { machineDescription, writePerformanceSection } from './performance-doc';
import { startThrowawayPostgres } from './throwaway-postgres';

const streamCount = Number(process.env.BENCH_EVENTS_STREAMS ?? 1000);
const rounds = Number(process.env.BENCH_EVENTS_ROUNDS ?? 20);
const publishRounds = 5;
const password = 'bench-events-password-2026';
const secretKey = 'bench-events-shared-secret-key-0123456789';

const round1 = (value: number) => Math.round(value * 10) / 10;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
  };
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Commit on B → arrival on each of A's streams. */
async function measureEvents(a: RunningServer, b: RunningServer, cookie: string) {
  const streams = await openStreams(a.url, cookie, streamCount);
  await wait(2000);
  const { latencies, delivered } = await measureArrivals(streams, b.url, rounds);
  return { opened: streams.length, delivered, expected: streams.length * rounds, ...summary(latencies) };
}

/** Publish on A (request sent) → B serves the page with the new title. */
async function measurePublish(a: RunningServer, b: RunningServer, cookie: string) {
  const headers = { cookie, origin: a.url, 'content-type': 'application/json' };
  const times: number[] = [];
  const answered: number[] = [];
  for (let round = 0; round < publishRounds; round++) {
    const detail = (await (await fetch(`${a.url}/api/desk/content/en/about`, { headers })).json()) as {
      revision: number;
      draft: Record<string, unknown>;
    };
    const title = `Published on A, round ${round} ${Date.now()}`;
    const saved = await fetch(`${a.url}/api/desk/content/en/about/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ revision: detail.revision, document: { ...detail.draft, title } }),
    });
    const { revision } = (await saved.json()) as { revision: number };
    const started = performance.now();
    // A answers once it has rendered its own pages: the same work B does after the notice.
    const published = fetch(`${a.url}/api/desk/content/en/about/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ revision }),
    }).then((response) => {
      answered.push(performance.now() - started);
      return response;
    });
    for (;;) {
      const page = await (await fetch(`${b.url}/en/company`)).text();
      if (page.includes(title)) break;
      if (performance.now() - started > 30_000) throw new Error('B never served the publication');
      await wait(5);
    }
    times.push(performance.now() - started);
    if ((await published).status !== 200) throw new Error('publish failed');
  }
  return { servedByB: summary(times), answeredByA: summary(answered) };
}

type CommitMode = 'without NOTIFY' | 'NOTIFY in the transaction' | 'NOTIFY after the commit';
const commitModes: CommitMode[] = ['without NOTIFY', 'NOTIFY in the transaction', 'NOTIFY after the commit'];

/** Concurrent writers, each committing small transactions the way a desk change does; one listener. */
async function commitRun(url: string, mode: CommitMode, writers: number, perWriter: number) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (let index = 0; index < perWriter; index++) {
        const begun = performance.now();
        await client.query('begin');
        const { rows } = await client.query<{ id: string }>(
          "insert into bench_commits (note) values ('a change') returning id",
        );
        const payload = JSON.stringify({ o: 'bench', c: Number(rows[0]?.id) });
        if (mode === 'NOTIFY in the transaction') {
          await client.query("select pg_notify('bench_notify', $1)", [payload]);
        }
        await client.query('commit');
        if (mode === 'NOTIFY after the commit') {
          await client.query("select pg_notify('bench_notify', $1)", [payload]);
        }
        latencies.push(performance.now() - begun);
      }
      await client.end();
    }),
  );
  return { perSecond: (writers * perWriter) / ((performance.now() - started) / 1000), latencies };
}

/**
 * Each mode three times, interleaved, after a warm-up; with the throwaway server's fsync off, and again
 * with fsync on (a real server's commit waits for the disk, and NOTIFY's lock is held until it did).
 */
async function measureCommits(url: string, fsync: 'on' | 'off', writers = 8, perWriter = 150) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`alter system set fsync = ${fsync}`);
  await admin.query('select pg_reload_conf()');
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query('LISTEN bench_notify');
  await admin.query('create table if not exists bench_commits (id bigserial primary key, note text)');
  await commitRun(url, 'NOTIFY in the transaction', writers, 50);
  const results = new Map<CommitMode, { rates: number[]; latencies: number[] }>();
  for (let repeat = 0; repeat < 3; repeat++) {
    for (const mode of commitModes) {
      const run = await commitRun(url, mode, writers, perWriter);
      const result = results.get(mode) ?? { rates: [], latencies: [] };
      result.rates.push(run.perSecond);
      result.latencies.push(...run.latencies);
      results.set(mode, result);
    }
  }
  await admin.query('drop table bench_commits');
  await admin.query('alter system reset fsync');
  await admin.query('select pg_reload_conf()');
  await admin.end();
  await listener.end();
  return commitModes.map((mode) => {
    const result = results.get(mode) ?? { rates: [], latencies: [] };
    const rates = [...result.rates].sort((a, b) => a - b);
    return { fsync, mode, perSecond: Math.round(rates[1] ?? Number.NaN), ...summary(result.latencies) };
  });
}

async function createStaff(databaseUrl: string, email: string, role: string): Promise<void> {
  execFileSync(
    'npm',
    ['run', 'user:create', '--', '--email', email, '--password', password, '--role', role],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, SECRET_KEY: secretKey },
      stdio: 'ignore',
    },
  );
}

execFileSync('npm', ['run', 'build', '-w', '@sitedesk/server'], { cwd: repoRoot, stdio: 'inherit' });
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
  : startThrowawayPostgres();
let a: RunningServer | undefined;
let b: RunningServer | undefined;
try {
  const env = {
    DATABASE_URL: database.url,
    SECRET_KEY: secretKey,
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    CONTENT_SYNC_SECONDS: '60',
    LOG_LEVEL: 'warn',
    // One session holds every stream here: the per-session and per-member limits are lifted to the count.
    REALTIME_STREAMS_PER_SESSION: String(streamCount),
    REALTIME_STREAMS_PER_USER: String(streamCount),
  };
  // The first start migrates; the staff are created after it.
  a = await startServer({ ...env, PORT: String(await freePort()) });
  b = await startServer({ ...env, PORT: String(await freePort()) });
  await createStaff(database.url, 'bench-sales@staff.example', 'sales');
  await createStaff(database.url, 'bench-editor@staff.example', 'editor');
  const salesCookie = await signIn(a.url, 'bench-sales@staff.example', password);
  const editorCookie = await signIn(a.url, 'bench-editor@staff.example', password);
  await submit(b.url); // warm-up
  const events = await measureEvents(a, b, salesCookie);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  console.log('events', events);
  const publish = await measurePublish(a, b, editorCookie);
  console.log('publish', publish);
  // The services are stopped first: the commit measurement has the server to itself.
  await a.stop();
  await b.stop();
  const commits = [
    ...(await measureCommits(database.url, 'off')),
    ...(await measureCommits(database.url, 'on')),
  ];
  console.log(commits);

  const machine = machineDescription();
  const section = [
    '## Events across instances (`npm run bench:events`)',
    '',
    `Two built services (A, B) on one throwaway PostgreSQL (fsync off), same machine, clients in one Node process on loopback. Machine: ${machine}, load average ${load} while measuring (the cores are shared). ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Commit on B (POST /api/inquiries answered) → the event on each of ${events.opened} streams open on A, ${rounds} inquiries:`,
    '',
    '| streams on A | p50 | p95 | p99 | delivered |',
    '| --- | --- | --- | --- | --- |',
    `| ${events.opened} | ${events.p50} ms | ${events.p95} ms | ${events.p99} ms | ${events.delivered}/${events.expected} |`,
    '',
    `Publish on A (request sent) → B serves the new page, B's poll at 60 s, ${publishRounds} publications: p50 ${publish.servedByB.p50} ms, p95 ${publish.servedByB.p95} ms. Both render every page: A answers the publish after its own render, p50 ${publish.answeredByA.p50} ms, p95 ${publish.answeredByA.p95} ms.`,
    '',
    'What NOTIFY costs a commit: 8 writers × 150 transactions (insert + commit), one listener, each mode three times interleaved (median rate; latencies of all three):',
    '',
    '| fsync | mode | commits/s | p50 | p95 | p99 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...commits.map(
      (c) => `| ${c.fsync} | ${c.mode} | ${c.perSecond} | ${c.p50} ms | ${c.p95} ms | ${c.p99} ms |`,
    ),
    '',
    'Targets: commit → event on the other instance p95 ≤ 100 ms at 1,000 streams; publish on A → served by B ≤ 1 s.',
  ].join('\n');
  console.log(`\n${section}`);
  await writePerformanceSection('bench:events', section);
} finally {
  await a?.stop();
  await b?.stop();
  database.stop();
}
