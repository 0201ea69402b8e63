import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/server';

/**
 * `npm start` as a supervisor runs it: the supervisor signals npm, npm passes the signal on to the script's
 * shell, and the service must receive it. A shell that only started the service as its child died of the
 * signal and left the service running on its own, still holding the port and the data folder's lock.
 */
describe('npm start', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    // Whatever is left of the process group, an orphaned service included, goes with it.
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone: the test passed.
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the service when npm is told to stop (SIGTERM)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sitedesk-npm-start-'));
    const started = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the clean-up above reaches every process it started.
      detached: true,
    });
    child = started;
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', () => reject(new Error(`npm start exited before it was ready:\n${output}`)));
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    if (!started.pid) throw new Error('npm start has no process id.');
    process.kill(started.pid, 'SIGTERM');
    await exited;

    // npm is gone; so is the service: nothing answers on its port any more.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(output).toMatch(/"signal":"SIGTERM","msg":"stopping"/);
  });
});
