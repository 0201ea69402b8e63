import type { Database } from '@sitedesk/db/client';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { SiteRoute } from '@sitedesk/shared/collections/published';
import { isoDay } from '@sitedesk/shared/collections/published-view';
import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import type { Locale } from '@sitedesk/shared/locales';
import type { PageId } from '@sitedesk/shared/routes';
import type { Logger } from 'pino';
import { type PageRenderer, pageRoute, type StoredContent } from '../site/page-renderer';
import { createRenderQueue } from '../site/render-queue';
import type { SiteFiles } from '../site/site-files';
import { createEntrySourceCache } from './entry-source-cache';
import { loadEntrySources } from './entry-sources';
import { type LivePagesState, retryDelayMs, withOrigin } from './live-pages-state';
import { createPageCache } from './page-cache';
import { onDemandPagesOf } from './page-renders';
import { renderPublished } from './published-render';
import { selectContentStamp } from './repository';
import { loadStoredContent } from './stored-content';

/** The public pages as the database says they are: rendered again after every publish, on every instance. */
export type LivePages = {
  /**
   * Renders what changed since the last render and serves the result; resolves when it does. Cached
   * pages it made stale are rendered just after, in the background (decision 145, follow-up).
   */
  refresh(): Promise<void>;
  /** Renders again if anything was published (here or by another instance) or the day changed. */
  sync(): Promise<void>;
  /** Calls `sync` every `seconds`. */
  syncEvery(seconds: number): void;
  /** A page rendered with the drafts; `undefined` when this build cannot render. */
  renderPreview(
    page: PageId,
    locale: Locale,
    section?: ContentSectionKey | undefined,
  ): Promise<string | undefined>;
  /** An entry's page rendered from its draft; `undefined` when there is no such entry or no renderer. */
  renderEntryPreview(collection: CollectionId, id: string, locale: Locale): Promise<string | undefined>;
  /** Resolves when the last render's background work (the smallest copies of its pages) is done. */
  settled(): Promise<void>;
  stop(): void;
};

/** Pages rendered on demand at once, and how many more may wait before a visitor gets a 503 (a crawler's burst). */
const onDemandRenderLimits = { concurrency: 2, maxWaiting: 64 };
/**
 * What the pages rendered on demand may hold in memory, compressed copies included. A rendered page with
 * its gzip and brotli copies takes about 60 KB, so this keeps some 1,500 of the most visited pages.
 */
const defaultOnDemandCacheBytes = 96 * 1024 * 1024;

/** A render that failed for this content, and when the sync may try it again. */
type RenderFailure = { stamp: string; attempts: number; retryAt: number };

/** Where the desk edits what a preview shows (`apps/web/src/desk` routes): the section, else the overview. */
export function sectionEditorPath(locale: Locale, section: ContentSectionKey | undefined): string {
  return section ? `/desk/content/${locale}/${section}` : '/desk/content';
}

export function entryEditorPath(collection: CollectionId, id: string, locale: Locale): string {
  return `/desk/collections/${collection}/${id}/${locale}`;
}

/**
 * The public pages served from the published content (the render itself: `published-render.ts`; the
 * renders for visitors: `page-renders.ts`). This keeps one render at a time, syncs with other instances
 * and retries a failed render later, and renders the desk's previews.
 */
export function createLivePages(deps: {
  db: Database;
  site: SiteFiles;
  renderer: PageRenderer | undefined;
  origin: string;
  logger: Logger;
  /** MEDIA_PUBLIC_BASE_URL: pages link media there rather than to the service's `/media/…`. */
  mediaBaseUrl?: string | undefined;
  /** The clock: jobs leave the site the day after their closing date. Tests pass their own. */
  now?: () => Date;
  /** What the pages rendered on demand may hold in memory; tests pass a small budget to see eviction. */
  onDemandCacheBytes?: number;
  /** The languages the site offers now (decision 151), asked before each render; else `site.locales` stays. */
  siteLocales?: () => Promise<readonly Locale[]>;
  /** SITE_COMPRESSION: rendered pages get their brotli-11 copies after they are served (default) or not. */
  compressSmallest?: boolean;
}): LivePages {
  const { db, renderer, logger } = deps;
  const state: LivePagesState = {
    db,
    site: deps.site,
    renderer,
    origin: deps.origin,
    logger,
    mediaBaseUrl: deps.mediaBaseUrl,
    now: deps.now ?? (() => new Date()),
    siteLocales: deps.siteLocales,
    compressSmallest: deps.compressSmallest ?? true,
    cache: createPageCache(deps.onDemandCacheBytes ?? defaultOnDemandCacheBytes),
    renderQueue: createRenderQueue(onDemandRenderLimits),
    entrySources: createEntrySourceCache(db),
    rendering: new Map(),
    failedPinned: new Map(),
    feedsMade: new Map(),
    published: undefined,
    renderedSignatures: new Map(),
    renderedStamp: undefined,
    renderedDay: undefined,
    compressing: Promise.resolve(),
    isStopped: false,
  };
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failure: RenderFailure | undefined;

  async function render(): Promise<void> {
    if (!renderer) return;
    const stamp = await selectContentStamp(db);
    try {
      await renderPublished(state, renderer, stamp);
      failure = undefined;
    } catch (error) {
      // A render that failed once for this content most likely fails again: wait longer each time
      // instead of rendering (and logging) again at every sync.
      const attempts = failure?.stamp === stamp ? failure.attempts + 1 : 1;
      failure = { stamp, attempts, retryAt: Date.now() + retryDelayMs(attempts) };
      throw error;
    }
  }

  if (renderer) state.site.onDemandPages = onDemandPagesOf(state);

  /** One render at a time; a request during a render gets one more render after it, shared by all such requests. */
  function refresh(): Promise<void> {
    if (!running) {
      running = render().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return refresh();
      });
    return queued;
  }

  async function syncIfChanged(): Promise<void> {
    try {
      const stamp = await selectContentStamp(db);
      const isWaitingToRetry = failure?.stamp === stamp && Date.now() < failure.retryAt;
      // A new day may close job ads: the careers pages are rendered again without anyone publishing.
      const isNewDay = state.renderedDay !== undefined && state.renderedDay !== isoDay(state.now());
      if ((stamp !== state.renderedStamp || isNewDay) && !isWaitingToRetry) await refresh();
    } catch (error) {
      logger.error({ err: error }, 'could not render the published content');
    }
  }

  return {
    async refresh() {
      try {
        await refresh();
      } catch (error) {
        // The publish is committed; the pages catch up at the next sync. Nothing the editor can fix here.
        logger.error({ err: error }, 'could not render the published content');
      }
    },
    sync: syncIfChanged,
    syncEvery(seconds) {
      if (!renderer) return;
      const tick = () => {
        if (state.isStopped) return;
        timer = setTimeout(() => void syncIfChanged().finally(tick), seconds * 1000);
        timer.unref();
      };
      tick();
    },
    renderPreview: (page, locale, section) => renderSectionPreview(state, page, locale, section),
    renderEntryPreview: (collection, id, locale) => renderEntryPreview(state, collection, id, locale),
    settled: () => state.compressing,
    stop() {
      state.isStopped = true;
      clearTimeout(timer);
    },
  };
}

/** A page rendered with the sections' drafts, linking the desk's editor of `section`. */
async function renderSectionPreview(
  state: LivePagesState,
  page: PageId,
  locale: Locale,
  section: ContentSectionKey | undefined,
): Promise<string | undefined> {
  if (!state.renderer) return undefined;
  const stored = await loadDrafts(state);
  const preview = { editorPath: sectionEditorPath(locale, section) };
  return withOrigin(state, await state.renderer(pageRoute(page), locale, stored[locale], { preview }));
}

/** An entry's page rendered from its draft; `undefined` when there is no such entry. */
async function renderEntryPreview(
  state: LivePagesState,
  collection: CollectionId,
  id: string,
  locale: Locale,
): Promise<string | undefined> {
  if (!state.renderer) return undefined;
  const stored = await loadDrafts(state, id);
  const entries = stored[locale].collections?.[collection] ?? [];
  if (!entries.some((entry) => entry.id === id)) return undefined;
  const route: SiteRoute = { kind: 'entry', collection, id };
  const preview = { editorPath: entryEditorPath(collection, id, locale) };
  return withOrigin(state, await state.renderer(route, locale, stored[locale], { preview }));
}

/** The sections' drafts, and the drafts of one entry if it is the one previewed. */
async function loadDrafts(state: LivePagesState, entryId?: string): Promise<Record<Locale, StoredContent>> {
  const entries = await loadEntrySources(state.db, entryId ? { draftOf: entryId } : {});
  return loadStoredContent(state.db, 'draft', state.logger, state.mediaBaseUrl, {
    sources: entries.sources,
    today: isoDay(state.now()),
  });
}
