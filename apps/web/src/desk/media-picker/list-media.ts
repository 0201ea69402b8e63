import { type MediaList, mediaPageSize, mediaPageSizeMax } from '@sitedesk/shared/content-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeskApiError, requestJson, toQueryString } from '../lib/api-client';
import type { Resource } from '../lib/use-resource';

export type MediaKind = 'image' | 'document';

/** The library's pages shown so far as one list (`data.items`), and the way to the next page. */
export type MediaPages = Resource<MediaList> & {
  /** Fetches the next page and adds it; resolves to how many files it added (0 when it failed). */
  showMore: () => Promise<number>;
  isLoadingMore: boolean;
  /** Why the last "show more" failed, until the next one or a reload. */
  moreError: DeskApiError | undefined;
};

const asApiError = (caught: unknown) =>
  caught instanceof DeskApiError ? caught : new DeskApiError(0, 'network', String(caught));

/**
 * GET /api/desk/media?kind=&q=&cursor= — the library, newest first, a page at a time (decision 240); with
 * `q` only the files whose name, title or alt text holds it. Lives beside the picker rather than in the
 * media feature because both the picker and the media library page list files. `isEnabled: false` waits
 * (a closed picker dialog fetches nothing). A reload (after an upload, edit or delete) fetches as many
 * files as are shown (all of them when the end was shown), so the list never shrinks back to one page.
 */
export function useMediaList(kind: MediaKind | undefined, isEnabled = true, q = ''): MediaPages {
  const filter = toQueryString({ kind, q: q.trim() || undefined });
  const base = isEnabled ? `/api/desk/media${filter}` : null;
  const [data, setData] = useState<MediaList>();
  const [error, setError] = useState<DeskApiError>();
  const [isLoading, setIsLoading] = useState(base !== null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<DeskApiError>();
  const [generation, setGeneration] = useState(0);
  const shown = useRef<{ base: string | null; data: MediaList | undefined }>({ base, data: undefined });
  // One request at a time changes the list: a reload or a new filter aborts a "show more" under way.
  const more = useRef<AbortController | null>(null);

  const pageUrl = useCallback(
    (cursor: string | null, limit: number) => {
      const separator = filter ? '&' : '?';
      return `/api/desk/media${filter}${separator}${toQueryString({ cursor, limit }).slice(1)}`;
    },
    [filter],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` asks for the same list again.
  useEffect(() => {
    if (base === null) return;
    more.current?.abort();
    const isSameList = shown.current.base === base;
    if (!isSameList) {
      // Another filter shows its own files, never the previous one's.
      shown.current = { base, data: undefined };
      setData(undefined);
    }
    const wanted = Math.max(mediaPageSize, shown.current.data?.items.length ?? 0);
    // A member who had reached the end sees the end again (with a new upload on top), not a button for
    // the one file the upload pushed past the count.
    const isToTheEnd = shown.current.data?.nextCursor === null;
    const controller = new AbortController();
    setIsLoading(true);
    setMoreError(undefined);
    (async () => {
      const items: MediaList['items'] = [];
      let cursor: string | null = null;
      do {
        const limit = isToTheEnd
          ? mediaPageSizeMax
          : Math.min(mediaPageSizeMax, Math.max(mediaPageSize, wanted - items.length));
        const page: MediaList = await requestJson<MediaList>(pageUrl(cursor, limit), {
          signal: controller.signal,
        });
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null && (isToTheEnd || items.length < wanted));
      return { items, nextCursor: cursor };
    })()
      .then((list) => {
        shown.current = { base, data: list };
        setData(list);
        setError(undefined);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(asApiError(caught));
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [base, generation, pageUrl]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const showMore = useCallback(async (): Promise<number> => {
    const current = shown.current;
    const cursor = current.data?.nextCursor;
    if (!current.data || !cursor || more.current) return 0;
    const controller = new AbortController();
    more.current = controller;
    setIsLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await requestJson<MediaList>(pageUrl(cursor, mediaPageSize), {
        signal: controller.signal,
      });
      if (controller.signal.aborted || shown.current !== current || !current.data) return 0;
      // Pages of one walk never share a file (the cursor is strict), so appending is enough.
      const list = { items: [...current.data.items, ...page.items], nextCursor: page.nextCursor };
      shown.current = { base: current.base, data: list };
      setData(list);
      return page.items.length;
    } catch (caught) {
      if (!controller.signal.aborted) setMoreError(asApiError(caught));
      return 0;
    } finally {
      if (more.current === controller) more.current = null;
      setIsLoadingMore(false);
    }
  }, [pageUrl]);

  return { data, error, isLoading, reload, showMore, isLoadingMore, moreError };
}
