/**
 * `npm run bench:uploads`: the resumable upload path of a quote request's drawings (decision 215), on the
 * built service (embedded database, local disk) in a child process, with tus-js-client as the browser's form
 * uses it (8 MiB pieces). Measures one 200 MB file alone, then four at once: throughput, and the service's
 * resident memory (the whole process tree) idle before and at its peak while the bytes flow; then the quote
 * request that claims the four (copied as streams into the inquiry's files). Writes the figures into
 * docs/performance.md; asserts nothing.
 *
 * BENCH_UPLOAD_MB (default 200) sets each file's size, BENCH_UPLOAD_PARALLEL (default 4) how many go at once,
 * BENCH_SKIP_BUILD=1 uses the existing build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Upload } from 'tus-js-client';
import { validInquiryFields } from '../apps/server/src/testing/desk-fixtures';
import { mallocSettings, repoRoot } from '../e2e/support/server';
import { samplePeakMemory, type TreeMemory, treeMemory } from './footprint';
import { machineDescription, writePerformanceSection } from './performance-doc';

const fileMb = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const parallel = Number(process.env.BENCH_UPLOAD_PARALLEL ?? 4);
const smallMb = Math.max(1, Math.round(fileMb / 4));
const chunkBytes = 8 * 1024 * 1024;

type Service = { url: string; pid: number; stop(): Promise<void> };

async function startService(dataDir: string): Promise<Service> {
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...mallocSettings,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      INQUIRY_RATE_LIMIT: '0',
      SPAM_CHECKS: 'off',
      LARGE_FILE_UPLOADS_PER_HOUR: '0',
      LARGE_FILE_MAX_BYTES: String(Math.max(fileMb, 200) * 1024 * 1024),
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

/** A STEP file of `bytes` on disk, written in 8 MiB pieces (never whole in this process's memory either). */
async function writeStepFile(path: string, bytes: number): Promise<void> {
  const file = await open(path, 'w');
  const piece = Buffer.alloc(chunkBytes, 0x20);
  for (let index = 0; index < piece.byteLength; index += 4096) piece[index] = index % 251;
  try {
    for (let written = 0; written < bytes; written += piece.byteLength) {
      const slice = piece.subarray(0, Math.min(piece.byteLength, bytes - written));
      if (written === 0) slice.write('ISO-10303-21;\nHEADER;\n');
      await file.write(slice);
    }
  } finally {
    await file.close();
  }
}

function upload(url: string, path: string, name: string, bytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const task = new Upload(createReadStream(path), {
      endpoint: `${url}/api/uploads`,
      chunkSize: chunkBytes,
      uploadSize: bytes,
      metadata: { filename: name },
      headers: { Origin: url },
      retryDelays: [0, 1000],
      onError: reject,
      onSuccess: () => resolve(task.url?.split('/').pop() ?? ''),
    });
    task.start();
  });
}

type Round = { files: number; mb: number; seconds: number; mbPerSecond: number; peak: TreeMemory };

async function round(
  service: Service,
  paths: string[],
  mb: number,
): Promise<{ round: Round; ids: string[] }> {
  const sampler = samplePeakMemory(service.pid, 100);
  const started = performance.now();
  const ids = await Promise.all(
    paths.map((path, index) => upload(service.url, path, `part-${index}.step`, mb * 1024 * 1024)),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  return {
    ids,
    round: { files: paths.length, mb, seconds, mbPerSecond: (paths.length * mb) / seconds, peak },
  };
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '--workspace', '@sitedesk/server'], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
}
const work = mkdtempSync(join(tmpdir(), 'sitedesk-bench-uploads-'));
const service = await startService(join(work, 'data'));
try {
  const paths = Array.from({ length: parallel }, (_, index) => join(work, `drawing-${index}.step`));
  for (const path of paths) await writeStepFile(path, fileMb * 1024 * 1024);
  const smallPaths = Array.from({ length: parallel }, (_, index) => join(work, `small-${index}.step`));
  for (const path of smallPaths) await writeStepFile(path, smallMb * 1024 * 1024);
  // Let the start's background work settle before the idle figure (as bench:footprint does, shorter).
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = treeMemory(service.pid);
  const single = await round(service, paths.slice(0, 1), fileMb);
  // The same number of files a quarter the size: if memory followed the files, this peak would be lower.
  const smaller = await round(service, smallPaths, smallMb);
  const several = await round(service, paths, fileMb);

  const claimSampler = samplePeakMemory(service.pid, 100);
  const claimStarted = performance.now();
  const response = await fetch(`${service.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: service.url },
    body: JSON.stringify({ ...validInquiryFields, topic: 'quote', uploads: several.ids }),
  });
  const claimSeconds = (performance.now() - claimStarted) / 1000;
  const claimPeak = claimSampler.stop();
  if (response.status !== 201) throw new Error(`the quote request was refused: ${response.status}`);

  const row = (name: string, figures: Round) =>
    `| ${name} | ${figures.files} × ${figures.mb} MB | ${figures.seconds.toFixed(1)} s | ${figures.mbPerSecond.toFixed(0)} MB/s | ${figures.peak.rssMb} MB (+${figures.peak.rssMb - idle.rssMb}) |`;
  const section = [
    '## Resumable uploads of drawings (bench:uploads)',
    '',
    `${machineDescription()}; load average before ${loadavg()[0]?.toFixed(2)}. The built service on the embedded`,
    'database and the local disk, in its own process; tus-js-client in the benchmark process sends 8 MiB pieces',
    `over loopback, as the contact form does. Memory is the service's whole process tree (RSS), idle ${idle.rssMb} MB.`,
    '',
    '| Round | Files | Time | Throughput | Peak memory (over idle) |',
    '| --- | --- | --- | --- | --- |',
    row('One file', single.round),
    row('At once, smaller', smaller.round),
    row('At once', several.round),
    `| Quote request claiming them | ${parallel} × ${fileMb} MB | ${claimSeconds.toFixed(1)} s | ${((parallel * fileMb) / claimSeconds).toFixed(0)} MB/s copied | ${claimPeak.rssMb} MB (+${claimPeak.rssMb - idle.rssMb}) |`,
    '',
    'Every PATCH streams to the staging file and the claim streams each file into the inquiry’s blobs, so the',
    `peak follows the connections, not the files’ size: ${parallel} × ${smallMb} MB +${smaller.round.peak.rssMb - idle.rssMb} MB,`,
    `${parallel} × ${fileMb} MB +${several.round.peak.rssMb - idle.rssMb} MB over idle (stream buffers and garbage not yet collected).`,
  ].join('\n');
  console.log(section);
  await writePerformanceSection('bench:uploads', section);
} finally {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
}
