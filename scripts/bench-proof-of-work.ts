/**
 * `npm run bench:pow`: how long the contact form's worker takes to solve a proof of work (decision 166) in
 * Chromium, at the configured PROOF_OF_WORK_MAX_NUMBER (default 50,000), unthrottled and with Chromium's
 * CPU throttling (4× and 6×, the range DevTools offers for mid-range and low-end phones). Each sample
 * fetches a challenge from the built service, starts the worker chunk the site ships, and times it until
 * the proof comes back. Also weighs the worker chunk. Writes docs/performance.md. Measures only.
 *
 * BENCH_POW_SAMPLES (default 30) sets the challenges per throttling rate; run `npm run build` first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/chromium';
import { repoRoot, startServer } from '../e2e/support/server';
import { writePerformanceSection } from './performance-doc';

const samples = Number(process.env.BENCH_POW_SAMPLES ?? 30);
const maxNumber = Number(process.env.PROOF_OF_WORK_MAX_NUMBER ?? 50_000);
const rates = [1, 4, 6];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const assetsDir = join(repoRoot, 'apps/web/dist/client/assets');
const workerFile = readdirSync(assetsDir).find((name) => /^proof-worker-.*\.js$/.test(name));
if (!workerFile) throw new Error('No proof-worker chunk: run `npm run build` first.');
const workerBytes = readFileSync(join(assetsDir, workerFile));

const server = await startServer({
  PROOF_OF_WORK_MAX_NUMBER: String(maxNumber),
  PROOF_OF_WORK_CHALLENGE_RATE_LIMIT: '0',
});
const browser = await launchChromium();
const rows: string[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/en/contact`);
  const cdp = await page.context().newCDPSession(page);
  for (const rate of rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs = await page.evaluate(
      async ({ workerUrl, count }) => {
        const results: { ms: number; counter: number }[] = [];
        for (let index = 0; index < count; index++) {
          const challenge = await (await fetch('/api/inquiries/challenge')).json();
          const started = performance.now();
          const worker = new Worker(workerUrl, { type: 'module' });
          const proof = await new Promise<string>((resolve, reject) => {
            worker.onmessage = (event) => resolve(event.data.proof);
            worker.onerror = () => reject(new Error('worker failed'));
            worker.postMessage(challenge);
          });
          const ms = performance.now() - started;
          worker.terminate();
          results.push({ ms, counter: JSON.parse(atob(proof)).solution.counter });
        }
        return results;
      },
      { workerUrl: `/assets/${workerFile}`, count: samples },
    );
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const hashesPerSecond =
      runs.reduce((sum, run) => sum + run.counter + 1, 0) /
      (runs.reduce((sum, run) => sum + run.ms, 0) / 1000);
    rows.push(
      `| ${rate}× | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 90).toFixed(0)} ms | ` +
        `${(times.at(-1) ?? 0).toFixed(0)} ms | ${Math.round(hashesPerSecond).toLocaleString('en')} | ` +
        `${((maxNumber / hashesPerSecond) * 1000).toFixed(0)} ms |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const markdown = [
  '## Proof of work on the contact form (`npm run bench:pow`)',
  '',
  `Command: \`npm run bench:pow\` after \`npm run build\` — ${samples} challenges per row at`,
  `PROOF_OF_WORK_MAX_NUMBER=${maxNumber.toLocaleString('en')}, each solved by the shipped worker chunk in headless Chromium,`,
  'timed from starting the worker to its answer; "throttling" is Chromium’s CPU throttling (DevTools’ 4× and',
  '6× stand for mid-range and low-end phones). "worst case" is the whole counter range at the measured rate.',
  `Worker chunk \`${workerFile}\`: ${workerBytes.length} B, ${gzipSync(workerBytes).length} B gzip (loaded only once the visitor starts on the form).`,
  '',
  `Machine: ${cpus().length} CPUs (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}.`,
  `Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| throttling | median | p90 | slowest | hashes/s | worst case |',
  '| ---------- | -----: | --: | ------: | -------: | ---------: |',
  ...rows,
].join('\n');
await writePerformanceSection('bench:pow', markdown);
console.log(markdown);
