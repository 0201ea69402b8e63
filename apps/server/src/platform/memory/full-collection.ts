import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => void;
let collect: Collect | undefined;

/**
 * One full garbage collection, now. The start renders and compresses every fixed page, which grows V8's
 * young generation to its largest (32 MB, kept resident) and leaves the pages' first, faster-compressed
 * copies as garbage. An idle service allocates too little for V8 to collect again, so without this it holds
 * ~30 MB it does not use until its first busy minute (decision 156).
 *
 * Node exposes no collection call without `--expose-gc`, which the service cannot pass to itself: the flag
 * is set for a moment and `gc` is taken from a fresh context (the way Jest's leak detector does it); the
 * service's own global never gets a `gc`. It blocks the event loop for a few tens of milliseconds, so it is
 * for the end of one-off work, never for a request.
 */
export function collectGarbageNow(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
    setFlagsFromString('--no-expose-gc');
  }
  collect();
}

/**
 * V8 gives back its young generation only in a collection that finds little allocated over the last few
 * seconds (it measures allocation throughput over a 5 s window): right after the start's work it keeps all
 * 32 MB. So the collection waits for a quiet window, and a busy service (visitors right after the start)
 * is left to V8, which collects often enough then.
 */
const windowMs = 5_000;
const quietUtilization = 0.1;
const windowsToTry = 12;

/** `collectGarbageNow` after the first 5 s in which the event loop was mostly idle; never keeps the process alive. */
export function collectGarbageWhenQuiet(): void {
  let tries = 0;
  let since = performance.eventLoopUtilization();
  const check = () => {
    const window = performance.eventLoopUtilization(since);
    since = performance.eventLoopUtilization();
    if (window.utilization < quietUtilization) return collectGarbageNow();
    if (++tries < windowsToTry) setTimeout(check, windowMs).unref();
  };
  setTimeout(check, windowMs).unref();
}
