import { readFileSync } from 'node:fs';
import type { Clock } from './clock';

/**
 * A clock a browser test moves forward: the real time plus the milliseconds written in `file` (none
 * while the file is missing or empty). A test writes the file instead of sleeping until a scheduled time;
 * the time keeps running, so everything timed in between (sessions, heartbeats) behaves as usual.
 */
export function createFileOffsetClock(file: string): Clock {
  return () => new Date(Date.now() + offsetIn(file));
}

function offsetIn(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return 0; // Not written yet: no offset.
  }
  const offset = Number(text);
  if (text === '' || !Number.isFinite(offset)) return 0;
  return offset;
}
