import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InboundMessage, MailEnvelope, ParseLimits } from './parse-message';

export type ParseRequest = { id: number; raw: Uint8Array; envelope: MailEnvelope; limits: ParseLimits };
/** `message` is `undefined` when the worker failed on the message. */
export type ParseResponse = { id: number; message: InboundMessage | undefined };
/** The worker's first message: its modules are loaded, the time limit starts counting from here. */
export const workerReady = 'ready';

export type ParsePoolOptions = {
  /** Messages parsed at once; more wait their turn, so parallel large messages cannot take memory unbounded. */
  workers: number;
  /** A parse running longer ends its worker and gives `undefined`. */
  timeoutMs: number;
  limits: ParseLimits;
  /** Heap of each worker, in MB: a message that needs more ends its worker and gives `undefined`. */
  maxHeapMb?: number;
  /** Another worker module (tests: one that never answers, one that crashes); default `parse-worker.ts`. */
  entry?: URL;
  /** A message given up on: its worker ran out of time, failed (a missing file, out of heap) or exited. */
  onGiveUp?: (reason: 'timeout' | 'error' | 'exit', error?: unknown) => void;
};

/** Gives `undefined` for a message the parser could not finish (time, memory, a crash): it is unparseable. */
export type ParseInboundMail = (
  raw: Uint8Array,
  envelope: MailEnvelope,
) => Promise<InboundMessage | undefined>;

type Job = {
  id: number;
  raw: Uint8Array;
  envelope: MailEnvelope;
  resolve: (message: InboundMessage | undefined) => void;
};

type Slot = {
  worker: Worker;
  isReady: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  idle: NodeJS.Timeout | undefined;
};

/** A worker with nothing to do ends after this long, so a quiet service holds no parser (decision 149). */
const idleMs = 30_000;

/**
 * Reading a message takes several times its size in memory (postal-mime's decoded parts and strings): a
 * message over this size waits while another one is being read, so parallel large messages are read one
 * after the other while small ones go on in the other workers.
 */
const largeMessageBytes = 2 * 1024 * 1024;
const isLarge = (job: Job) => job.raw.byteLength > largeMessageBytes;

/**
 * Starts a worker. Bundled (`dist/*.js`), `scripts/build.mjs` writes the worker as its own entry next to the
 * chunks; from source (tsx, vitest) it is the `.ts` file, loaded through tsx's loader, which a worker thread
 * of Node 20 does not inherit from the main thread.
 */
function startWorker(entry: URL | undefined, maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  const isSource = import.meta.url.endsWith('.ts');
  if (!isSource) {
    return new Worker(entry ?? new URL('./inbound-parse-worker.js', import.meta.url), { resourceLimits });
  }
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const module = (entry ?? new URL('./parse-worker.ts', import.meta.url)).href;
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/**
 * A small pool of parser threads (decision 160): at most `workers` messages are parsed at once, each within
 * `timeoutMs` of its worker being ready; a worker that runs over, runs out of heap or crashes is ended and
 * replaced on demand, and its message counts as unparseable. Threads start with the first message and end
 * after a while without one.
 */
export function createParsePool(options: ParsePoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(slot: Slot, message: InboundMessage | undefined) {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    // An idle thread does not keep the process alive; a busy one does, until its answer or its time-out.
    slot.worker.unref();
    job?.resolve(message);
  }

  function remove(slot: Slot, reason?: 'timeout' | 'error' | 'exit', error?: unknown) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (reason && (slot.job || reason === 'error')) options.onGiveUp?.(reason, error);
    clearTimeout(slot.idle);
    finish(slot, undefined);
    void slot.worker.terminate();
    dispatch();
  }

  function startClock(slot: Slot) {
    if (slot.job && slot.isReady && !slot.timer)
      slot.timer = setTimeout(() => remove(slot, 'timeout'), options.timeoutMs);
  }

  function spawn(): Slot {
    const worker = startWorker(options.entry, options.maxHeapMb ?? 256);
    const slot: Slot = { worker, isReady: false, job: undefined, timer: undefined, idle: undefined };
    worker.on('message', (response: ParseResponse | typeof workerReady) => {
      if (response === workerReady) {
        slot.isReady = true;
        startClock(slot);
        return;
      }
      if (slot.job?.id === response.id) finish(slot, response.message);
      dispatch();
    });
    worker.on('error', (error) => remove(slot, 'error', error));
    worker.on('exit', () => remove(slot, 'exit'));
    slots.push(slot);
    return slot;
  }

  function run(slot: Slot, job: Job) {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.worker.ref();
    slot.job = job;
    startClock(slot);
    const request: ParseRequest = {
      id: job.id,
      raw: job.raw,
      envelope: job.envelope,
      limits: options.limits,
    };
    slot.worker.postMessage(request);
  }

  function dispatch() {
    while (queue.length > 0 && !isClosed) {
      const isReadingLarge = slots.some((slot) => slot.job && isLarge(slot.job));
      const index = queue.findIndex((job) => !isReadingLarge || !isLarge(job));
      const hasFreeSlot = slots.some((candidate) => !candidate.job) || slots.length < options.workers;
      if (index < 0 || !hasFreeSlot) break;
      const slot = slots.find((candidate) => !candidate.job) ?? spawn();
      const [job] = queue.splice(index, 1);
      if (!job) break;
      run(slot, job);
    }
    for (const slot of slots) {
      if (slot.job || slot.idle) continue;
      slot.idle = setTimeout(() => remove(slot), idleMs);
      slot.idle.unref();
    }
  }

  const parse: ParseInboundMail = (raw, envelope) => {
    if (isClosed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      queue.push({ id: nextId++, raw, envelope, resolve });
      dispatch();
    });
  };

  return {
    parse,
    /** Ends every worker; messages still waiting or being parsed give `undefined`. */
    async close(): Promise<void> {
      isClosed = true;
      for (const job of queue.splice(0)) job.resolve(undefined);
      const ending = slots.splice(0);
      for (const slot of ending) {
        clearTimeout(slot.idle);
        finish(slot, undefined);
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
    /** Worker threads running now. */
    get workerCount(): number {
      return slots.length;
    },
  };
}

export type ParsePool = ReturnType<typeof createParsePool>;
