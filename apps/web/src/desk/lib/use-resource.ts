import { useCallback, useEffect, useRef, useState } from 'react';
import { DeskApiError, requestJson } from './api-client';

export type Resource<T> = {
  data: T | undefined;
  error: DeskApiError | undefined;
  isLoading: boolean;
  /** Fetches again, keeping the current data on screen until the new answer arrives. */
  reload: () => void;
};

/**
 * Loads JSON from a desk endpoint and keeps it in state. `url: null` waits (e.g. until the user may see it).
 * A newer request aborts an older one, so a slow answer never overwrites a newer filter's result.
 */
export function useResource<T>(url: string | null): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<DeskApiError>();
  const [isLoading, setIsLoading] = useState(url !== null);
  const [generation, setGeneration] = useState(0);
  const lastUrl = useRef(url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` asks for the same URL again.
  useEffect(() => {
    if (url === null) return;
    // A different address shows its own data, never the previous one's.
    if (lastUrl.current !== url) setData(undefined);
    lastUrl.current = url;
    const controller = new AbortController();
    setIsLoading(true);
    requestJson<T>(url, { signal: controller.signal })
      .then((body) => {
        setData(body);
        setError(undefined);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught instanceof DeskApiError ? caught : new DeskApiError(0, 'network', String(caught)));
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [url, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, isLoading, reload };
}
