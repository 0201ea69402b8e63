/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on every public page of the built
 * app, served the way `npm start` serves it, plus one page of each collection type (a news article, a
 * product, a job), an Arabic, a Czech, a Greek and a Japanese home page, and a bare page (one heading, one paragraph, no CSS, no JS) served by the
 * same server in the same run: the first view of a real page is measured against the fastest page that
 * server can send (decision 146). Prints the median of each metric next to the product's promises, the
 * lowest score of any run, each LCP as a multiple of the bare page's, and writes it all into
 * docs/performance.md. Measures only; asserts nothing.
 *
 * BENCH_RUNS (default 3) and BENCH_PAGES (comma-separated page ids or paths, e.g. `home,/de/kontakt`)
 * narrow a run; BENCH_SKIP_BUILD=1 reuses the current build; BENCH_REPORT_DIR=… keeps each run's Lighthouse
 * report (JSON) there, to see the LCP element, its breakdown and the requests before it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { allPages, pathFor } from '@sitedesk/shared/routes';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { type ChromiumToRun, chromiumArgs, findChromium } from '../e2e/support/chromium';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metricAudits = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Figures = Record<
  (typeof categories)[number] | keyof typeof metricAudits | 'jsBytes' | 'totalBytes' | 'chains' | 'blocking',
  number
>;

const kib = 1024;
/**
 * The product's published promises (product.md, "Promises") and issue 15's budgets: JavaScript ≤ 60 KB on
 * the contact page and ≤ 5 KB elsewhere, ≤ 120 KB in all on the home page, and the LCP of the home pages
 * and the contact page within 1.25 × the bare page's.
 */
const targets = {
  score: 100,
  lcp: 1500,
  tbt: 50,
  cls: 0.02,
  contactJs: 60 * kib,
  otherJs: 5 * kib,
  homeTotal: 120 * kib,
  lcpRatio: 1.25,
};

/** The bare page: what the server sends fastest. Written into the build for the run, removed after it. */
const barePath = '/bench-bare.html';
const bareFile = join(repoRoot, 'apps/web/dist/client', barePath.slice(1));
const bareHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="description" content="A bare page to measure the site against."><title>Bare page</title>',
  // No favicon request (and no 404 for it in the console): the bare page loads nothing but itself.
  '<link rel="icon" href="data:,"></head>',
  '<body><h1>Recycling machines that run for decades</h1>',
  '<p>Sorting, baling and shredding lines for recyclers and manufacturers, built, installed and serviced by one team.</p>',
  '</body>',
  '</html>',
].join('\n');

/** Pages whose LCP is held to the bare page's: the home pages and the contact page (issue 15). */
const ratioPaths = new Set(['/', '/en', '/de', '/en/contact']);
/**
 * Issue 14: one page of each collection type and an Arabic page, each with LCP ≤ 1.5 s. Issue 29: a page in
 * each further writing system's fonts (decision 207): Czech (Latin Extended), Greek (Greek faces) and
 * Japanese (the reader's system fonts); Greek and Japanese show the demo's English content through, as a
 * translation not begun does.
 */
const entryPaths = [
  '/en/news/ifat-2026-munich',
  '/en/solutions/ecobale-x4',
  '/en/careers/service-technician',
  '/ar',
  '/cs',
  '/el',
  '/ja',
];
/** The site the bench serves: English and German, as by default, every page of them measured. */
const benchLocales = ['en', 'de'] as const;
/** The languages the server offers besides, for the one page of each in `entryPaths`. */
const extraLocales = ['ar', 'cs', 'el', 'ja'] as const;

const docPath = join(repoRoot, 'docs/performance.md');
const startMarker = '<!-- bench:web:start -->';
const endMarker = '<!-- bench:web:end -->';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pageFilter = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
const allPaths = [
  barePath,
  '/',
  ...allPages(benchLocales).map(({ page, locale }) => pathFor(page, locale)),
  ...entryPaths,
];
const pageIdOfPath = new Map(allPages(benchLocales).map(({ page, locale }) => [pathFor(page, locale), page]));
const pagePaths = allPaths.filter(
  (path) =>
    path === barePath ||
    pageFilter.length === 0 ||
    pageFilter.includes(path) ||
    pageFilter.includes(pageIdOfPath.get(path) ?? ''),
);

let server: RunningServer | undefined;
let chrome: LaunchedChrome | undefined;
let lighthouseVersion = 'unknown';

async function stopEverything(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await server?.stop();
  server = undefined;
  await unlink(bareFile).catch(() => undefined);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopEverything().finally(() => process.exit(130));
  });
}

function transferSize(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  const items = details && 'items' in details ? (details.items as Record<string, unknown>[]) : [];
  const row = items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : Number.NaN;
}

/**
 * Issue 15's "nothing render-blocking, no request chain on the way to the first view": the chains
 * `critical-request-chains` found (its text says "3 chains found", or nothing for none) and the requests
 * `render-blocking-resources` lists.
 */
function chainCount(lhr: Result): number {
  const text = lhr.audits['critical-request-chains']?.displayValue;
  if (text === undefined) return Number.NaN;
  return Number(/\d+/.exec(String(text))?.[0] ?? 0);
}

function blockingCount(lhr: Result): number {
  const details = lhr.audits['render-blocking-resources']?.details;
  return details && 'items' in details ? details.items.length : Number.NaN;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: (typeof categories)[number]) =>
    Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric(metricAudits.lcp),
    fcp: metric(metricAudits.fcp),
    tbt: metric(metricAudits.tbt),
    cls: metric(metricAudits.cls),
    si: metric(metricAudits.si),
    jsBytes: transferSize(lhr, 'script'),
    totalBytes: transferSize(lhr, 'total'),
    chains: chainCount(lhr),
    blocking: blockingCount(lhr),
  };
}

/** The weighted audits that cost points, e.g. `accessibility: color-contrast`, so a score below 100 says why. */
function auditsBelowFull(lhr: Result): string[] {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < 1;
      })
      .map((ref) => `${id}: ${ref.id}`),
  );
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianFigures(all: Figures[]): Figures {
  const keys = Object.keys(all[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((figures) => figures[key]))])) as Figures;
}

/**
 * Each figure's extreme over the runs, `Math.min` or `Math.max`: "100 in every run" is a promise about the
 * lowest score of any run, "no request chain in any run" about the most chains.
 */
function extremeFigures(all: Figures[], extreme: (...values: number[]) => number): Figures {
  const keys = Object.keys(all[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, extreme(...all.map((figures) => figures[key]).filter((v) => !Number.isNaN(v)))]),
  ) as Figures;
}

type Measurement = { figures: Figures; misses: string[] };

async function measure(url: string, browser: ChromiumToRun): Promise<Measurement> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'sitedesk-bench-chrome-'));
  try {
    chrome = await launch({
      chromePath: browser.executablePath,
      envVars: { ...process.env, ...browser.env },
      chromeFlags: [...chromiumArgs],
      userDataDir,
      logLevel: 'silent',
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    lighthouseVersion = result.lhr.lighthouseVersion;
    const reportDir = process.env.BENCH_REPORT_DIR;
    if (reportDir) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
      // A folder that does not exist yet is made, rather than every run failing on it.
      await mkdir(reportDir, { recursive: true });
      await writeFile(join(reportDir, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    return { figures: figuresOf(result.lhr), misses: auditsBelowFull(result.lhr) };
  } finally {
    chrome?.kill();
    chrome = undefined;
    await rm(userDataDir, { recursive: true, force: true });
  }
}

function cell(value: number, text: string, isMet: boolean | undefined): string {
  if (Number.isNaN(value)) return 'n/a';
  return isMet === false ? `${text} ✗` : text;
}

function jsBudget(path: string): number {
  if (path === barePath) return 0;
  return /^\/[a-z]{2}\/(contact|kontakt)$/.test(path) ? targets.contactJs : targets.otherJs;
}

function isHomePath(path: string): boolean {
  return path === '/' || /^\/[a-z]{2}$/.test(path);
}

function tableCells(row: MeasuredRow, bareLcp: number): string[] {
  const { path, figures, lowest, highest } = row;
  const scores = categories.map((id) =>
    cell(
      figures[id],
      lowest[id] === figures[id] ? String(figures[id]) : `${figures[id]} (min ${lowest[id]})`,
      lowest[id] >= targets.score,
    ),
  );
  const bytes = (value: number, target: number | undefined) =>
    cell(value, `${(value / kib).toFixed(1)} KiB`, target === undefined ? undefined : value <= target);
  const ratio = figures.lcp / bareLcp;
  const isBare = path === barePath;
  return [
    `\`${path}\``,
    ...scores,
    cell(figures.lcp, `${(figures.lcp / 1000).toFixed(2)} s`, figures.lcp <= targets.lcp),
    cell(ratio, `${ratio.toFixed(2)}×`, ratioPaths.has(path) ? ratio <= targets.lcpRatio : undefined),
    cell(figures.fcp, `${(figures.fcp / 1000).toFixed(2)} s`, undefined),
    cell(figures.tbt, `${Math.round(figures.tbt)} ms`, figures.tbt <= targets.tbt),
    cell(figures.cls, figures.cls.toFixed(3), figures.cls <= targets.cls),
    cell(figures.si, `${(figures.si / 1000).toFixed(2)} s`, undefined),
    bytes(figures.jsBytes, isBare ? undefined : jsBudget(path)),
    bytes(figures.totalBytes, isHomePath(path) ? targets.homeTotal : undefined),
    cell(
      highest.chains + highest.blocking,
      `${highest.chains}, ${highest.blocking}`,
      highest.chains === 0 && highest.blocking === 0,
    ),
  ];
}

type Row = {
  path: string;
  figures: Figures | undefined;
  lowest: Figures | undefined;
  highest: Figures | undefined;
  misses: string[];
};
type MeasuredRow = Row & { figures: Figures; lowest: Figures; highest: Figures };

function missesList(rows: Row[]): string {
  const lines = rows
    .filter((row) => row.misses.length > 0)
    .map((row) => `- \`${row.path}\`: ${row.misses.join('; ')}`);
  return lines.length > 0 ? `Audits that cost points (runs in which they did):\n\n${lines.join('\n')}` : '';
}

const columns = [
  'route',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'LCP',
  'LCP ÷ bare',
  'FCP',
  'TBT',
  'CLS',
  'Speed Index',
  'JS',
  'total',
  'chains, blocking',
];
const targetCells = [
  '**target**',
  '100',
  '100',
  '100',
  '100',
  '≤ 1.50 s',
  '≤ 1.25× (/, home, contact)',
  '',
  '≤ 50 ms',
  '≤ 0.020',
  '',
  '≤ 60 KiB contact, ≤ 5 KiB others',
  '≤ 120 KiB (home)',
  '0, 0',
];

/** A Markdown table padded the way Biome formats one, so the written doc passes `biome check`. */
function table(rows: Row[]): string {
  const bareLcp = rows.find((row) => row.path === barePath)?.figures?.lcp ?? Number.NaN;
  const body = rows.map((row) =>
    row.figures && row.lowest && row.highest
      ? tableCells({ ...row, figures: row.figures, lowest: row.lowest, highest: row.highest }, bareLcp)
      : [`\`${row.path}\``, ...columns.slice(1).map(() => 'failed')],
  );
  const all = [columns, targetCells, ...body];
  const widths = columns.map((_, index) => Math.max(3, ...all.map((cells) => (cells[index] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((text, index) => (index === 0 ? text.padEnd(widths[index] ?? 0) : text.padStart(widths[index] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(columns), rule, ...all.slice(1).map(line)].join('\n');
}

function chromiumVersion({ executablePath: chromePath, env }: ChromiumToRun): string {
  try {
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, ...env },
    }).trim();
  } catch {
    return `unknown (${chromePath})`;
  }
}

function section(body: string, chromePath: ChromiumToRun): string {
  return [
    startMarker,
    `Command: \`npm run bench:web\` — Lighthouse ${lighthouseVersion}, mobile form factor, default simulated throttling,`,
    `median of ${runs} run(s) per page on the built app served as \`npm start\` serves it (loopback).`,
    'Scores out of 100 (the median; "min" is the lowest of any run when it differs, and a score target is met',
    'only when every run reached it); JS and total are bytes transferred (compressed), from the',
    '`resource-summary` audit. "LCP ÷ bare" is the LCP as a multiple of the bare page\'s (`/bench-bare.html`:',
    'one heading, one paragraph, no CSS, no JS, served by the same server in the same run). "chains, blocking":',
    'the request chains `critical-request-chains` found and the requests `render-blocking-resources` listed,',
    'the most in any run.',
    '✗ marks a figure that misses its target.',
    '',
    `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown model'}), ${(totalmem() / kib ** 3).toFixed(0)} GiB memory, Node ${process.version}, ${chromiumVersion(chromePath)}.`,
    `Date: ${new Date().toISOString().slice(0, 10)}.`,
    '',
    body,
    endMarker,
  ].join('\n');
}

async function writeDoc(content: string): Promise<void> {
  const current = existsSync(docPath)
    ? await readFile(docPath, 'utf8')
    : "# Performance\n\nEvery benchmark's command, machine and latest figures.\n";
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + content + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n## Public pages (Lighthouse)\n\n${content}\n`;
  await writeFile(docPath, next);
}

async function main(): Promise<void> {
  if (pagePaths.length <= 1) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} matches no page.`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer.`);
  const chromePath = await findChromium();

  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('`npm run build` failed; nothing measured.');
  }
  await writeFile(bareFile, bareHtml);
  server = await startServer({ SITE_LOCALES: [...benchLocales, ...extraLocales].join(',') });
  for (const path of pagePaths) {
    const response = await fetch(server.url + path, { headers: { 'accept-language': 'en' } });
    if (!response.ok) throw new Error(`${path} answers ${response.status}; nothing measured.`);
  }

  const rows: Row[] = [];
  let done = 0;
  for (const path of pagePaths) {
    const results: Measurement[] = [];
    // Lighthouse occasionally loses a trace (NO_NAVSTART); one extra attempt per run keeps the median whole.
    for (let attempt = 1; results.length < runs && attempt <= runs * 2; attempt++) {
      if (attempt <= runs) done++;
      process.stdout.write(`[${done}/${pagePaths.length * runs}] ${path} attempt ${attempt}… `);
      try {
        results.push(await measure(server.url + path, chromePath));
        process.stdout.write('ok\n');
      } catch (error) {
        process.stdout.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
        const serverGone = server.exitReport();
        if (serverGone) throw new Error(serverGone);
      }
    }
    const misses = new Map<string, number>();
    for (const miss of results.flatMap((result) => result.misses))
      misses.set(miss, (misses.get(miss) ?? 0) + 1);
    rows.push({
      path,
      figures: results.length > 0 ? medianFigures(results.map((result) => result.figures)) : undefined,
      lowest:
        results.length > 0
          ? extremeFigures(
              results.map((result) => result.figures),
              Math.min,
            )
          : undefined,
      highest:
        results.length > 0
          ? extremeFigures(
              results.map((result) => result.figures),
              Math.max,
            )
          : undefined,
      misses: [...misses].map(([miss, count]) => `${miss} (${count}/${results.length})`),
    });
  }
  await stopEverything();

  const body = [table(rows), missesList(rows)].filter(Boolean).join('\n\n');
  process.stdout.write(`\n${body}\n\n`);
  await writeDoc(section(body, chromePath));
  process.stdout.write(`Written to ${docPath}.\n`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench:web: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
