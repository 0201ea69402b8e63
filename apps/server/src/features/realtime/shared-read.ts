/**
 * Lets every caller that asks while a read is under way share the next read, instead of each starting its
 * own. When a thousand desks open at once (a deploy, a network blip), each stream's reads of the current
 * cursor and of who views what become a handful of queries instead of two thousand, and the garbage their
 * rows leave behind, which grew the heap more than the streams themselves (decision 147), shrinks with them.
 *
 * A caller never gets the result of a read that started before it asked: a stream reads after it joined
 * the hub, so whatever happened since its read began reaches it over the bus; an older result could lack
 * an event it will then never see.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way, if any; it started before the current callers asked. */
  let running: Promise<T> | undefined;
  /** The read the callers since `running` started will share, once `running` is done. */
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = undefined;
    };
    current.then(clear, clear);
    return current;
  };

  return () => {
    if (!running) return start();
    if (!next) {
      const waitFor = running;
      const settled = () => {
        next = undefined;
        return start();
      };
      next = waitFor.then(settled, settled);
    }
    return next;
  };
}
