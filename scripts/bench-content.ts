/**
 * `npm run bench:content`: how long an editor's publish takes to reach visitors, and how fast an edited
 * page is served. On the built service: publishes a German "About us" title N times and measures from the
 * publish request until the public page serves the new text — on the embedded database, on PostgreSQL,
 * and on a second instance sharing that PostgreSQL (which learns of it at its next sync). Then autocannon
 * on the edited page. Prints the figures and writes them into docs/performance.md; asserts nothing.
 *
 * BENCH_PUBLISHES (default 20), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';
import { createStaffUser, signInCookie } from '../e2e/support/staff-cli';
import { deskApi, summarize, type Timings, untilServed } from './bench-editor-clients';
import { loadConnections as connections, measureThroughput } from './bench-http-load';
import { machineDescription, writePerformanceSection } from './performance-doc';
import { startThrowawayPostgres } from './throwaway-postgres';

const publishes = Number(process.env.BENCH_PUBLISHES ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const password = 'bench passphrase for the editor';
const editor = { email: 'editor@bench.example', name: 'Bench Editor', role: 'editor' } as const;
const serverEnv = { LOG_LEVEL: 'warn', SIGN_IN_RATE_LIMIT: '0' };
/** The default CONTENT_SYNC_SECONDS. */
const syncIntervalMs = 2000;

type Throughput = { path: string; rps: number; p99: number; failures: number };

/** Publishes N new German titles; returns, per target, the milliseconds from publish until served. */
async function publishAndWatch(
  editorOrigin: string,
  cookie: string,
  watchers: string[],
): Promise<number[][]> {
  const timings = watchers.map((): number[] => []);
  for (let round = 0; round < publishes; round += 1) {
    // A random pause, so publications do not fall in step with the second instance's sync timer (which
    // would measure its worst case every time) but land anywhere in its interval, as an editor's would.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * syncIntervalMs));
    const title = `Ingenieure aus Bremen, Messung ${Date.now()}-${round}`;
    const detail = await deskApi<ContentSectionDetail>(
      editorOrigin,
      cookie,
      'GET',
      '/api/desk/content/de/about',
    );
    const saved = await deskApi<ContentSectionDetail>(
      editorOrigin,
      cookie,
      'PUT',
      '/api/desk/content/de/about/draft',
      {
        revision: detail.revision,
        document: { ...(detail.draft as object), title },
      },
    );
    const started = performance.now();
    const published = deskApi(editorOrigin, cookie, 'POST', '/api/desk/content/de/about/publish', {
      revision: saved.revision,
    });
    await Promise.all(
      watchers.map(async (origin, index) => {
        await untilServed(origin, '/de/unternehmen', title);
        timings[index]?.push(Math.round(performance.now() - started));
      }),
    );
    await published;
  }
  return timings;
}

/** A page under load, as brotli-accepting browsers fetch it. */
async function pageUnderLoad(url: string): Promise<Throughput> {
  const { rps, p99, non2xx, errors } = await measureThroughput(url, { acceptEncoding: 'br' }, seconds);
  return { path: new URL(url).pathname, rps, p99, failures: non2xx + errors };
}

async function benchEmbedded(): Promise<{ served: Timings; throughput: Throughput[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-bench-content-'));
  await createStaffUser(editor, password, { DATA_DIR: dataDir });
  let server: RunningServer | undefined;
  try {
    server = await startServer(serverEnv, { dataDir });
    const cookie = await signInCookie(server.url, editor.email, password);
    const [served = []] = await publishAndWatch(server.url, cookie, [server.url]);
    await pageUnderLoad(`${server.url}/de/unternehmen`); // warm-up
    const throughput = [
      await pageUnderLoad(`${server.url}/de/unternehmen`),
      await pageUnderLoad(`${server.url}/en`),
    ];
    return { served: summarize(served), throughput };
  } finally {
    await server?.stop();
  }
}

async function benchPostgres(databaseUrl: string): Promise<{ same: Timings; second: Timings }> {
  const env = { DATABASE_URL: databaseUrl };
  await createStaffUser(editor, password, {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sitedesk-bench-')),
    ...env,
  });
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer({ ...serverEnv, ...env }));
    servers.push(await startServer({ ...serverEnv, ...env }));
    const [first, second] = servers.map((server) => server.url) as [string, string];
    const cookie = await signInCookie(first, editor.email, password);
    const [same = [], other = []] = await publishAndWatch(first, cookie, [first, second]);
    return { same: summarize(same), second: summarize(other) };
  } finally {
    for (const server of servers) await server.stop();
  }
}

execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
const embedded = await benchEmbedded();
const postgres = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
  : startThrowawayPostgres();
let onPostgres: Awaited<ReturnType<typeof benchPostgres>>;
try {
  onPostgres = await benchPostgres(postgres.url);
} finally {
  postgres.stop();
}

const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const row = (label: string, t: Timings) =>
  `| ${label} | ${format(t.median)} | ${format(t.p95)} | ${format(t.max)} |`;
const machine = machineDescription();
const section = [
  '## Publishing (`npm run bench:content`)',
  '',
  `${publishes} publications of the German "About us" title, each timed from the publish request until the public`,
  'page `/de/unternehmen` serves the new text (polled back to back). The second instance shares the PostgreSQL',
  'database and learns of publications at its next sync (CONTENT_SYNC_SECONDS, default 2); publications are',
  `spaced randomly so they land anywhere in that interval. Each publish renders all 18 pages. Machine: ${machine}.`,
  `Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| publish → served | median ms | p95 ms | max ms |',
  '| --- | ---: | ---: | ---: |',
  row('embedded, same instance', embedded.served),
  row('PostgreSQL, same instance', onPostgres.same),
  row('PostgreSQL, second instance', onPostgres.second),
  '',
  `Pages after the edits (embedded; autocannon, ${connections} connections, ${seconds} s, brotli):`,
  '',
  '| page | req/s | p99 ms | failed |',
  '| --- | ---: | ---: | ---: |',
  ...embedded.throughput.map((t) => `| \`${t.path}\` | ${format(t.rps)} | ${t.p99} | ${t.failures} |`),
  '',
  'Target: an edit is live within 5 s on every instance.',
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:content', section);
