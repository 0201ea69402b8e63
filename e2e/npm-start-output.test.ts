import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runQuietly } from '../scripts/run-quietly.mjs';
import { repoRoot } from './support/server';

/**
 * `npm start` as a newcomer meets it (issue 30): a screen of output at most before "ready", the set-up link
 * last and not buried afterwards by request lines, and the link to be had again by a command.
 */
const maxLinesBeforeReady = 15;

describe('npm start on a fresh data folder', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`prints at most ${maxLinesBeforeReady} lines before ready, the set-up link, no request lines, and npm run setup-link prints the link again`, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-npm-start-output-'));
    // A newcomer's environment: no LOG_LEVEL, no PUBLIC_URL, no NODE_ENV (vitest sets `test`).
    const { LOG_LEVEL: _level, PUBLIC_URL: _url, NODE_ENV: _mode, ...environment } = process.env;
    const env = { ...environment, PORT: '0', DATA_DIR: dataDir };
    const started = spawn('npm', ['start'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    let output = '';
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    const setupLine = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const line = /^No staff yet: create the owner at .*$/m.exec(output)?.[0];
        if (line) resolve(line);
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', () => reject(new Error(`npm start exited before it was ready:\n${output}`)));
    });
    const lines = output.split('\n');
    const readyAt = lines.findIndex((line) => line.includes('Sitedesk is ready at'));
    expect(readyAt, output).toBeGreaterThan(0);
    expect(readyAt, `lines before ready:\n${lines.slice(0, readyAt).join('\n')}`).toBeLessThanOrEqual(
      maxLinesBeforeReady,
    );
    const url = /ready at (http:\/\/\S+)/.exec(output)?.[1] ?? '';

    // Traffic adds no lines at the default level on a local run.
    const printedBefore = output.length;
    for (const path of ['/', '/de/', '/api/health', '/desk/']) await (await fetch(`${url}${path}`)).text();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(output.slice(printedBefore)).not.toMatch(/"msg":"request"/);

    // While the service runs on the embedded database, the command prints the link the service printed.
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'setup-link'], {
      cwd: repoRoot,
      env,
    });
    expect(stdout.trim()).toBe(setupLine);

    if (!started.pid) throw new Error('npm start has no process id.');
    process.kill(started.pid, 'SIGTERM');
    await exited;
  });
});

describe("npm start's build step", () => {
  it('shows a build of hundreds of lines as one line, and all of it when the build fails', async () => {
    const chatty = (exitCode: number) => [
      '-e',
      `for (let n = 0; n < 400; n++) console.log('dist/client/assets/chunk-' + n + '.js  0.27 kB'); process.exitCode = ${exitCode};`,
    ];
    let written = '';
    const write = (text: string) => {
      written += text;
    };
    expect(await runQuietly(process.execPath, chatty(0), { what: '@sitedesk/web', write })).toBe(true);
    expect(written).toMatch(/^Building @sitedesk\/web… done in \d+\.\d s\n$/);

    written = '';
    expect(await runQuietly(process.execPath, chatty(3), { what: '@sitedesk/web', write })).toBe(false);
    expect(written).toContain('failed (exit 3)');
    expect(written).toContain('chunk-399.js');
  });
});
