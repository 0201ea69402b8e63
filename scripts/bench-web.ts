/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on every public page of the built
 * app, served the way `npm start` serves it. Prints the median of each metric next to the product's
 * promises and writes the table into docs/performance.md. Measures only; asserts nothing.
 *
 * BENCH_RUNS (default 3) and BENCH_PAGES (comma-separated page ids or paths, e.g. `home,/de/kontakt`)
 * narrow a run; BENCH_SKIP_BUILD=1 reuses the current build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  (typeof categories)[number] | keyof typeof metricAudits | 'jsBytes' | 'totalBytes',
  number
>;

const kib = 1024;
/** The product's published promises (product.md, "Promises"); bytes apply to the home page only. */
const targets = { score: 100, lcp: 1500, tbt: 50, cls: 0.02, homeJs: 70 * kib, homeTotal: 350 * kib };

const docPath = join(repoRoot, 'docs/performance.md');
const startMarker = '<!-- bench:web:start -->';
const endMarker = '<!-- bench:web:end -->';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pageFilter = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);
const pages = allPages().filter(
  ({ page, locale }) =>
    pageFilter.length === 0 || pageFilter.includes(page) || pageFilter.includes(pathFor(page, locale)),
);

let server: RunningServer | undefined;
let chrome: LaunchedChrome | undefined;
let lighthouseVersion = 'unknown';

async function stopEverything(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await server?.stop();
  server = undefined;
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

function tableCells(path: string, figures: Figures): string[] {
  const isHome = /^\/[a-z]{2}$/.test(path);
  const scores = categories.map((id) => cell(figures[id], String(figures[id]), figures[id] >= targets.score));
  const bytes = (value: number, target: number) =>
    cell(value, `${(value / kib).toFixed(1)} KiB`, isHome ? value <= target : undefined);
  return [
    `\`${path}\``,
    ...scores,
    cell(figures.lcp, `${(figures.lcp / 1000).toFixed(2)} s`, figures.lcp <= targets.lcp),
    cell(figures.fcp, `${(figures.fcp / 1000).toFixed(2)} s`, undefined),
    cell(figures.tbt, `${Math.round(figures.tbt)} ms`, figures.tbt <= targets.tbt),
    cell(figures.cls, figures.cls.toFixed(3), figures.cls <= targets.cls),
    cell(figures.si, `${(figures.si / 1000).toFixed(2)} s`, undefined),
    bytes(figures.jsBytes, targets.homeJs),
    bytes(figures.totalBytes, targets.homeTotal),
  ];
}

type Row = { path: string; figures: Figures | undefined; misses: string[] };

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
  'FCP',
  'TBT',
  'CLS',
  'Speed Index',
  'JS',
  'total',
];
const targetCells = [
  '**target**',
  '100',
  '100',
  '100',
  '100',
  '≤ 1.50 s',
  '',
  '≤ 50 ms',
  '≤ 0.020',
  '',
  '≤ 70 KiB (home)',
  '≤ 350 KiB (home)',
];

/** A Markdown table padded the way Biome formats one, so the written doc passes `biome check`. */
function table(rows: Row[]): string {
  const body = rows.map(({ path, figures }) =>
    figures ? tableCells(path, figures) : [`\`${path}\``, ...columns.slice(1).map(() => 'failed')],
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
    'Scores out of 100; JS and total are bytes transferred (compressed), from the `resource-summary` audit.',
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
  if (pages.length === 0) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} matches no page.`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer.`);
  const chromePath = await findChromium();

  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('`npm run build` failed; nothing measured.');
  }
  server = await startServer();

  const rows: Row[] = [];
  let done = 0;
  for (const { page, locale } of pages) {
    const path = pathFor(page, locale);
    const results: Measurement[] = [];
    // Lighthouse occasionally loses a trace (NO_NAVSTART); one extra attempt per run keeps the median whole.
    for (let attempt = 1; results.length < runs && attempt <= runs * 2; attempt++) {
      if (attempt <= runs) done++;
      process.stdout.write(`[${done}/${pages.length * runs}] ${path} attempt ${attempt}… `);
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
