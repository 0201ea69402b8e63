import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database is a set of files that exactly one process may have open. This lock, a file in
 * DATA_DIR naming the process that holds it, refuses a second Sitedesk on the same folder and lets a new
 * start take over from a process that was killed without cleaning up.
 */
export type LockHolder = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR is in use by another Sitedesk process (pid ${holder.pid} on ${holder.hostname}, ` +
        `started ${holder.startedAt}). Stop that process first, or give this one another DATA_DIR. ` +
        `If no Sitedesk is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { lockFile: string; release(): void };

const lockFileName = 'sitedesk.lock';

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, lockFileName);
  const me: LockHolder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };

  // Two attempts: the second follows the removal of a lock left behind by a dead process.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreateLockFile(lockFile, me)) {
      return { lockFile, release: () => releaseIfOurs(lockFile, me) };
    }
    const holder = readHolder(lockFile);
    if (holder && isAlive(holder)) throw new DataDirLockedError(lockFile, holder);
    moveStaleLockAside(lockFile);
  }
  const holder = readHolder(lockFile);
  throw new DataDirLockedError(lockFile, holder ?? { pid: 0, hostname: 'unknown', startedAt: 'unknown' });
}

/** Link is atomic and fails if the target exists, so a reader never sees a half-written lock file. */
function tryCreateLockFile(lockFile: string, me: LockHolder): boolean {
  const draft = `${lockFile}.${me.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'pid' in value &&
      typeof value.pid === 'number' &&
      'hostname' in value &&
      typeof value.hostname === 'string'
    ) {
      const startedAt = 'startedAt' in value && typeof value.startedAt === 'string' ? value.startedAt : '?';
      return { pid: value.pid, hostname: value.hostname, startedAt };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** A holder on another machine (a shared folder) cannot be checked, so it counts as alive. */
function isAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

/** Renaming is atomic: of two processes taking over the same stale lock, only one succeeds. */
function moveStaleLockAside(lockFile: string): void {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    renameSync(lockFile, aside);
    rmSync(aside, { force: true });
  } catch (error) {
    if (!(isErrnoException(error) && error.code === 'ENOENT')) throw error;
  }
}

function releaseIfOurs(lockFile: string, me: LockHolder): void {
  const holder = readHolder(lockFile);
  if (holder?.pid === me.pid && holder.startedAt === me.startedAt) rmSync(lockFile, { force: true });
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
