import type { StaticFile } from './static-file';

/**
 * Pages the service renders on their first request rather than at start (decision 145): at thousands of
 * entries, rendering every page before serving would take minutes and hold every page in memory.
 */
export type OnDemandPages = {
  /** Whether `path` is a page the site serves now (so `/path/` can redirect to it). */
  has(path: string): boolean;
  /** The page at `path`, rendered now if it is not in the cache; `undefined` when there is no such page. */
  get(path: string): Promise<StaticFile | undefined> | undefined;
  /** The bytes the cached pages hold, compressed copies included. */
  bytes(): number;
};
