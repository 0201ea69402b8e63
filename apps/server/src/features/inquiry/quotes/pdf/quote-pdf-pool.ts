import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QuoteDocument } from '../quote-document';
import type { QuoteTexts } from './render-quote-pdf';

export type QuotePdfRequest = { id: number; document: QuoteDocument; texts: QuoteTexts };
export type QuotePdfResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };
/** The worker's first message: its fonts are loaded, a render's time limit starts counting from here. */
export const workerReady = 'ready';

/**
 * Why a PDF was not made: the document is larger than a quotation may be (`too_large`), the render ran
 * past its time (`timeout`), the renderer failed or its thread died (`failed`), or too many renders wait
 * already (`busy`). None is the buyer's doing: the service answers them as its own error.
 */
export class QuotePdfError extends Error {
  constructor(
    readonly reason: 'too_large' | 'timeout' | 'failed' | 'busy',
    message: string,
  ) {
    super(message);
    this.name = 'QuotePdfError';
  }
}

/** What the quote service allows (≤ 100 lines, descriptions ≤ 2,000 characters), checked again here. */
export const quotePdfLimits = { lines: 100, descriptionChars: 2_000, textChars: 4_000 } as const;

export function checkQuotePdfSize(document: QuoteDocument): void {
  const { lines, descriptionChars, textChars } = quotePdfLimits;
  if (document.lines.length > lines)
    throw new QuotePdfError('too_large', `A quotation PDF has at most ${lines} lines`);
  if (document.lines.some((line) => line.description.length > descriptionChars))
    throw new QuotePdfError('too_large', `A line's description has at most ${descriptionChars} characters`);
  const texts = [
    document.terms.payment,
    document.terms.delivery,
    document.terms.notes,
    document.seller.name,
    document.buyer.name,
    document.buyer.company,
    ...document.seller.addressLines,
  ];
  if (document.seller.addressLines.length > 10 || texts.some((value) => (value?.length ?? 0) > textChars))
    throw new QuotePdfError('too_large', `A quotation's texts have at most ${textChars} characters`);
}

export type QuotePdfPoolOptions = {
  /** A render running longer ends its thread and fails with `timeout`. */
  timeoutMs: number;
  /** Heap of the thread, in MB. */
  maxHeapMb?: number;
  /** Another worker module (tests: one that never answers); default `quote-pdf-worker.ts`. */
  entry?: URL;
  /**
   * Renders that may wait behind the running one; more fail at once with `busy`. Each waiting one holds a
   * request open, and staff pressing "Preview" in a loop must not queue work for minutes.
   */
  maxWaiting?: number;
};

const defaultMaxWaiting = 16;

type Job = {
  id: number;
  document: QuoteDocument;
  texts: QuoteTexts;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: QuotePdfError) => void;
};

/** A thread with nothing to do ends after this long, so a quiet service holds no renderer. */
const idleMs = 30_000;

/**
 * As `inquiry/inbound/parse-pool.ts` starts its parser (decision 160): bundled, `scripts/build.mjs` writes
 * the worker as its own entry next to the chunks; from source (tsx, vitest) it is the `.ts` file, loaded
 * through tsx's loader, which a worker thread of Node 20 does not inherit from the main thread.
 */
function startWorker(entry: URL | undefined, maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(entry ?? new URL('./quote-pdf-worker.js', import.meta.url), { resourceLimits });
  }
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const module = (entry ?? new URL('./quote-pdf-worker.ts', import.meta.url)).href;
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/**
 * One renderer thread (decision 218): quotations are rendered one at a time, each within `timeoutMs` of the
 * thread being ready; a thread that runs over, runs out of heap or crashes is ended, its render fails, and
 * the next render starts a new one. The thread starts with the first render and ends after a while idle.
 */
export function createQuotePdfPool(options: QuotePdfPoolOptions) {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let isReady = false;
  let current: Job | undefined;
  let timer: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  let isClosed = false;

  function settle(outcome: { pdf: Uint8Array } | { error: QuotePdfError }) {
    const job = current;
    clearTimeout(timer);
    timer = undefined;
    current = undefined;
    worker?.unref();
    if (job && 'pdf' in outcome) job.resolve(outcome.pdf);
    else if (job && 'error' in outcome) job.reject(outcome.error);
  }

  function end(error: QuotePdfError) {
    const ending = worker;
    worker = undefined;
    isReady = false;
    clearTimeout(idle);
    settle({ error });
    if (ending) void ending.terminate();
    dispatch();
  }

  function startClock() {
    if (current && isReady && !timer) {
      timer = setTimeout(
        () => end(new QuotePdfError('timeout', `The PDF took longer than ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    }
  }

  function spawn(): Worker {
    const started = startWorker(options.entry, options.maxHeapMb ?? 256);
    started.on('message', (response: QuotePdfResponse | typeof workerReady) => {
      if (started !== worker) return;
      if (response === workerReady) {
        isReady = true;
        startClock();
        return;
      }
      if (current?.id !== response.id) return;
      if ('pdf' in response) settle({ pdf: response.pdf });
      else settle({ error: new QuotePdfError('failed', `The PDF renderer failed: ${response.error}`) });
      dispatch();
    });
    started.on('error', (error) => {
      if (started === worker)
        end(new QuotePdfError('failed', `The PDF renderer's thread failed: ${error.message}`));
    });
    started.on('exit', () => {
      if (started === worker) end(new QuotePdfError('failed', "The PDF renderer's thread ended"));
    });
    return started;
  }

  function dispatch() {
    if (current || isClosed) return;
    const job = queue.shift();
    if (!job) {
      if (worker && !idle) {
        const idleWorker = worker;
        idle = setTimeout(() => {
          if (worker !== idleWorker || current) return;
          worker = undefined;
          isReady = false;
          void idleWorker.terminate();
        }, idleMs);
        idle.unref();
      }
      return;
    }
    clearTimeout(idle);
    idle = undefined;
    worker ??= spawn();
    worker.ref();
    current = job;
    startClock();
    const request: QuotePdfRequest = { id: job.id, document: job.document, texts: job.texts };
    worker.postMessage(request);
  }

  return {
    /** Renders in the thread; fails with a `QuotePdfError`. */
    render(document: QuoteDocument, texts: QuoteTexts): Promise<Uint8Array> {
      try {
        checkQuotePdfSize(document);
      } catch (error) {
        return Promise.reject(error);
      }
      if (isClosed) return Promise.reject(new QuotePdfError('failed', 'The PDF renderer is closed'));
      if (queue.length >= (options.maxWaiting ?? defaultMaxWaiting)) {
        return Promise.reject(new QuotePdfError('busy', 'Too many quotation PDFs are waiting'));
      }
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, document, texts, resolve, reject });
        dispatch();
      });
    },
    /** Ends the thread; renders waiting or running fail. */
    async close(): Promise<void> {
      isClosed = true;
      const closed = new QuotePdfError('failed', 'The PDF renderer was closed');
      for (const job of queue.splice(0)) job.reject(closed);
      const ending = worker;
      worker = undefined;
      clearTimeout(idle);
      settle({ error: closed });
      await ending?.terminate();
    },
    get hasThread(): boolean {
      return worker !== undefined;
    },
  };
}

export type QuotePdfPool = ReturnType<typeof createQuotePdfPool>;
