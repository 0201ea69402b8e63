/**
 * Lets at most `limit` event streams through their opening work (the session lookup) at a time; the rest
 * wait their turn in order. When thousands of desks reconnect at once (after a deploy or a network blip),
 * each lookup's temporary objects (about 250 KB per open, mostly the auth library's and the query
 * builder's) would otherwise all be alive at the same moment, survive the young generation's collections,
 * and grow the old generation by far more than the streams themselves keep: V8 does not give that memory
 * back (decision 147). A few at a time, they die young.
 */
export function createOpenGate(limit: number, maxWaiting: number) {
  let inside = 0;
  const waiting: (() => void)[] = [];

  return {
    /**
     * Resolves `true` once the caller may go through (call `leave` after, whatever happened), or `false` at
     * once when `maxWaiting` already wait: a flood of opens cannot grow the line without bound.
     */
    enter(): Promise<boolean> {
      if (inside < limit) {
        inside++;
        return Promise.resolve(true);
      }
      if (waiting.length >= maxWaiting) return Promise.resolve(false);
      return new Promise((resolve) => waiting.push(() => resolve(true)));
    },

    leave(): void {
      const next = waiting.shift();
      // The place passes straight to the next in line; `inside` stays as it is.
      if (next) next();
      else inside--;
    },
  };
}
