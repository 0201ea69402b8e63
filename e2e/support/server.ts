import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type RunningServer = {
  /** Origin the server announced, e.g. `http://localhost:41234` (no trailing slash). */
  url: string;
  /** Sends SIGTERM, waits for the process to exit and removes its data folder (unless it was given). */
  stop: () => Promise<void>;
  /** Kills the process with SIGKILL, as a crash would, and waits for it to be gone; the data stays. */
  kill: () => Promise<void>;
  /** The server's DATA_DIR. */
  dataDir: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Why the server is no longer running (exit code and its output), or `undefined` while it runs. */
  exitReport: () => string | undefined;
};

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const prerenderedPages = join(repoRoot, 'apps/web/dist/pages');
/**
 * glibc's malloc settings as `npm start` and the container set them (decisions 149, 156, 158), unless the
 * environment overrides them.
 */
export const mallocSettings = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
};

const readyLine = /ready at (http:\/\/\S+)/;
// Rendering the published pages at start takes ~15 s when the shared two-core machine is busy; stay under the
// browser tests' 120 s hook timeout.
const startTimeoutMs = 110_000;
const stopTimeoutMs = 15_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built server exactly as `npm start` serves it, on a free port with a fresh data folder, and
 * resolves once it announces its address.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string /** Another installation of the build (the production install). */;
    root?: string;
  } = {},
): Promise<RunningServer> {
  const root = options.root ?? repoRoot;
  const entry = options.root ? join(root, 'apps/server/dist/main.js') : serverEntry;
  const missing = [entry, options.root ? join(root, 'apps/web/dist/pages') : prerenderedPages].filter(
    (path) => !existsSync(path),
  );
  if (missing.length > 0) {
    throw new Error(`run \`npm run build\` first (missing: ${missing.join(', ')})`);
  }

  // A given data folder belongs to the caller (e.g. to start again on it); a fresh one is ours to remove.
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sitedesk-e2e-')));
  const isOwnDataDir = options.dataDir === undefined;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      // As `npm start` runs it, unless the caller runs under a test runner (vitest sets `test`): the
      // benchmarks measure the production build, not React's development mode.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ...mallocSettings,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Spam checks off unless a test asks for them: tests post inquiries as scripts, without proof of work.
      SPAM_CHECKS: 'off',
      // Under the test runner the brotli-11 pass after each start is left out: some 8 s of a core per start,
      // about 80 starts a CI run, and no test reads a compressed size. The benchmarks keep the default.
      ...(process.env.VITEST ? { SITE_COMPRESSION: 'fast' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited(child);
      clearTimeout(timer);
    }
    if (isOwnDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The server did not report ready within ${startTimeoutMs / 1000} s.`));
      }, startTimeoutMs);
      child.stdout?.on('data', (chunk: string) => {
        output += chunk;
        const match = readyLine.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ''));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The server exited before it was ready (code ${code}, signal ${signal}).`));
      });
    });
    const exitReport = () =>
      child.exitCode === null && child.signalCode === null
        ? undefined
        : `The server exited (code ${child.exitCode}, signal ${child.signalCode}).\n--- server output ---\n${output.trim() || '(none)'}`;
    return { url, stop, kill, dataDir, pid: child.pid ?? 0, exitReport };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- server output ---\n${output.trim() || '(none)'}`);
  }
}
