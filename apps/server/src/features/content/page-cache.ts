import type { StaticFile } from '../site/static-file';

/** A rendered page and the signature (route-plan.ts) it was rendered with. */
export type CachedPage = { signature: string; file: StaticFile };

/**
 * The pages rendered on demand, least recently served dropped first once they hold more than `maxBytes`
 * (compressed copies included): memory stays bounded however large the site grows (decision 145).
 */
export type PageCache = {
  /** The page, marked as just served; `undefined` when it is not cached. */
  get(path: string): CachedPage | undefined;
  /** Whether the page is cached, without marking it as served (publishing asks this). */
  peek(path: string): CachedPage | undefined;
  set(path: string, page: CachedPage): void;
  delete(path: string): void;
  paths(): string[];
  bytes(): number;
};

export function fileBytes(file: StaticFile): number {
  return file.body.length + (file.gzip?.length ?? 0) + (file.brotli?.length ?? 0);
}

export function createPageCache(maxBytes: number): PageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently served first.
  const pages = new Map<string, CachedPage>();
  let total = 0;

  function remove(path: string): void {
    const page = pages.get(path);
    if (!page) return;
    pages.delete(path);
    total -= fileBytes(page.file);
  }

  return {
    get(path) {
      const page = pages.get(path);
      if (!page) return undefined;
      pages.delete(path);
      pages.set(path, page);
      return page;
    },
    peek: (path) => pages.get(path),
    set(path, page) {
      remove(path);
      pages.set(path, page);
      total += fileBytes(page.file);
      for (const oldest of pages.keys()) {
        // The page just rendered stays even when it alone is over the budget: it is being served.
        if (total <= maxBytes || oldest === path) break;
        remove(oldest);
      }
    },
    delete: remove,
    paths: () => [...pages.keys()],
    bytes: () => total,
  };
}
