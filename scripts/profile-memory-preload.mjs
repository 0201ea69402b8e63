/**
 * Preloaded into the service by scripts/profile-realtime-heap.ts (`--import`, with `--expose-gc`): on
 * SIGWINCH it writes `process.memoryUsage()` before and after a full collection into the diagnostic
 * folder, so the profile can split the service's RSS into live heap, garbage, and memory outside V8.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

let count = 0;
process.on('SIGWINCH', () => {
  const before = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  const dir = process.env.PROFILE_MEMORY_DIR ?? '.';
  count++;
  writeFileSync(join(dir, `memory-${count}.json`), JSON.stringify({ before, after }));
});
