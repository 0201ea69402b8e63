import type { EntryList } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { useCallback, useEffect, useState } from 'react';
import { DeskApiError, requestJson } from '../../../lib/api-client';
import type { NavPage } from '../model/navigation-links';

const pagesPath = '/api/desk/collections/pages';

/**
 * The editors' pages in `locale` as the navigation sees them, in one request: the pages list carries each
 * page's link text and live placement (`EntrySummary.navigation`).
 */
async function fetchNavPages(locale: Locale, signal: AbortSignal): Promise<NavPage[]> {
  const list = await requestJson<EntryList>(`${pagesPath}?locale=${encodeURIComponent(locale)}`, { signal });
  return list.entries.map((entry) => ({
    id: entry.id,
    name: entry.navigation?.name || entry.title,
    // A translation not published yet is live with the default language's page (`statusOf` on the server).
    isPublished: entry.status === 'published',
    placement: entry.navigation?.placement ?? 'none',
  }));
}

export function useNavPages(locale: Locale) {
  const [pages, setPages] = useState<NavPage[]>();
  const [error, setError] = useState<DeskApiError>();
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` loads the same pages again.
  useEffect(() => {
    const controller = new AbortController();
    setError(undefined);
    fetchNavPages(locale, controller.signal)
      .then(setPages)
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught instanceof DeskApiError ? caught : new DeskApiError(0, 'network', String(caught)));
      });
    return () => controller.abort();
  }, [locale, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { pages, error, reload };
}
