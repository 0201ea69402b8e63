import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '@sitedesk/db/client';
import { serviceHeartbeats } from '@sitedesk/db/schema';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { temporaryDirectory } from './testing/temporary-directory';

const writer = fileURLToPath(new URL('./testing/write-until-killed.ts', import.meta.url));

/** Starts a process that commits numbered rows and reports each commit; kills it after `killAfter`. */
function writeThenKill(dataDir: string, killAfter: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const committed: number[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('committed ')) committed.push(Number(line.slice('committed '.length)));
        if (committed.length === killAfter) child.kill('SIGKILL');
      }
    });
    child.once('error', reject);
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(committed) : reject(new Error('the writer ended before it was killed')),
    );
  });
}

describe('the embedded database after a kill', () => {
  it('opens again with every committed write intact', async () => {
    const dataDir = temporaryDirectory('sitedesk-crash-');
    const committed = await writeThenKill(dataDir, 40);
    expect(committed.length).toBeGreaterThanOrEqual(40);

    const reopened = await connectDatabase({ dataDir, migrationsFolder: paths.migrations });
    try {
      const rows = await reopened.db.select({ id: serviceHeartbeats.instanceId }).from(serviceHeartbeats);
      const stored = new Set(rows.map((row) => row.id));
      expect(committed.filter((n) => !stored.has(`probe-${n}`))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});
