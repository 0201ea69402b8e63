import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import type { Clock } from './clock';

/**
 * A clock a browser test moves forward: the real time plus the milliseconds written in `file` (none
 * while the file is missing or empty). A test writes the file instead of sleeping until a scheduled time;
 * the time keeps running, so everything timed in between (sessions, heartbeats) behaves as usual.
 */
export function createFileOffsetClock(file: string): Clock {
  return () => new Date(Date.now() + offsetIn(file));
}

/**
 * Only a regular file of this process's user that no one else may write counts: in a shared folder such as
 * /tmp, another user could otherwise plant the file and move the clock.
 */
function offsetIn(file: string): number {
  let text: string;
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = fstatSync(descriptor);
    const ownUid = process.getuid?.() ?? stat.uid;
    if (!stat.isFile() || stat.uid !== ownUid || (stat.mode & 0o022) !== 0) return 0;
    text = readFileSync(descriptor, 'utf8').trim();
  } catch {
    return 0; // Not written yet: no offset.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
  const offset = Number(text);
  if (text === '' || !Number.isFinite(offset)) return 0;
  return offset;
}
