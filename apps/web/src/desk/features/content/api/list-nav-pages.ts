import { type PagePlacement, pagePlacements } from '@sitedesk/shared/collections/page-blocks';
import type { EntryDetail, EntryList } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { useCallback, useEffect, useState } from 'react';
import { DeskApiError, requestJson } from '../../../lib/api-client';
import type { NavPage } from '../model/navigation-links';

const pagesPath = '/api/desk/collections/pages';

const textOf = (document: unknown, key: string): string => {
  const value =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

const placementOf = (document: unknown): PagePlacement => {
  const value =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>).placement
      : undefined;
  return (pagePlacements as readonly unknown[]).includes(value) ? (value as PagePlacement) : 'none';
};

/**
 * The editors' pages in `locale` as the navigation sees them: GET the pages list, then each page's detail,
 * because where a page is placed lives in its document (what is live counts; a draft's placement does not).
 */
async function fetchNavPages(locale: Locale, signal: AbortSignal): Promise<NavPage[]> {
  const list = await requestJson<EntryList>(`${pagesPath}?locale=${encodeURIComponent(locale)}`, { signal });
  const details = await Promise.all(
    list.entries.map((entry) =>
      requestJson<EntryDetail>(`${pagesPath}/${encodeURIComponent(entry.id)}/${encodeURIComponent(locale)}`, {
        signal,
      }),
    ),
  );
  return details.map((detail) => {
    // A translation's blank texts show the default language's, as on the site.
    const live = detail.published ?? null;
    const name =
      textOf(live, 'navLabel') ||
      textOf(live, 'title') ||
      textOf(detail.fallback, 'navLabel') ||
      textOf(detail.fallback, 'title') ||
      detail.title;
    // A translation not published yet is live with the default language's page (`statusOf` on the server).
    const isPublished = detail.status === 'published';
    return { id: detail.id, name, isPublished, placement: placementOf(live ?? detail.fallback) };
  });
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
