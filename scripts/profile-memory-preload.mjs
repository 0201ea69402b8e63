/**
 * Preloaded into the service by scripts/profile-realtime-heap.ts (`--import`, with `--expose-gc`): on
 * SIGWINCH it writes `process.memoryUsage()` before and after a full collection into the diagnostic
 * folder, so the profile can split the service's RSS into live heap, garbage, and memory outside V8.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';

let count = 0;
process.on('SIGWINCH', () => {
  const before = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [
      space.space_name,
      `${(space.space_size / 2 ** 20).toFixed(1)} MB (${(space.space_used_size / 2 ** 20).toFixed(1)} used)`,
    ]),
  );
  const dir = process.env.PROFILE_MEMORY_DIR ?? '.';
  count++;
  writeFileSync(join(dir, `memory-${count}.json`), JSON.stringify({ before, after, spaces }));
});

/**
 * PROFILE_ALLOCATIONS=1: sampling heap profile of everything allocated (garbage included) between SIGURG
 * signals, written as allocations-N.json: where an opening stream's garbage comes from.
 */
if (process.env.PROFILE_ALLOCATIONS === '1') {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  let sampling = false;
  let profiles = 0;
  process.on('SIGURG', async () => {
    if (!sampling) {
      sampling = true;
      await post('HeapProfiler.startSampling', {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      return;
    }
    sampling = false;
    const { profile } = await post('HeapProfiler.stopSampling');
    profiles++;
    const dir = process.env.PROFILE_MEMORY_DIR ?? '.';
    writeFileSync(join(dir, `allocations-${profiles}.json`), JSON.stringify(profile));
  });
}
