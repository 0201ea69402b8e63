/** More pages are waiting to be rendered than the service takes on: the visitor is asked to come back. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many pages are waiting to be rendered.');
    this.name = 'RenderQueueFullError';
  }
}

export type RenderQueue = {
  /** Runs `task` when one of the render slots is free; refuses at once when the waiting line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

/**
 * Bounds the pages rendered on demand (decision 145): rendering runs on the service's one thread, so a
 * crawler asking for thousands of uncached pages at once would otherwise stall every visitor, the desk and
 * its event streams. A few renders run at a time, a bounded line waits, and beyond that the request gets a
 * 503 with Retry-After instead of a growing backlog.
 */
export function createRenderQueue(options: { concurrency: number; maxWaiting: number }): RenderQueue {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw new RenderQueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
