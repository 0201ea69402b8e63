/**
 * Runs jobs one after another, in the order they were queued. A job's failure is its caller's alone: the
 * jobs behind it still run.
 */
export type SerialQueue = <T>(job: () => Promise<T>) => Promise<T>;

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const result = tail.then(job);
    tail = result.catch(() => undefined);
    return result;
  };
}
