import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { temporaryDirectory } from './testing/temporary-directory';

const freshDir = () => temporaryDirectory('sitedesk-lock-');

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the DATA_DIR lock', () => {
  it('refuses a second holder and names the first', () => {
    const dataDir = freshDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${process.pid}`);
    lock.release();
  });

  it('can be taken again once released', () => {
    const dataDir = freshDir();
    acquireDataDirLock(dataDir).release();
    const again = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(again.lockFile, 'utf8')).pid).toBe(process.pid);
    again.release();
  });

  it('takes over a lock left behind by a process that was killed', () => {
    const dataDir = freshDir();
    const stale = { pid: deadPid(), hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
    writeFileSync(join(dataDir, 'sitedesk.lock'), JSON.stringify(stale));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file that a kill left unreadable', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'sitedesk.lock'), '{"pid": 12');
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
