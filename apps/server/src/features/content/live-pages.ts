import type { Database } from '@sitedesk/db/client';
import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { newsFeedPath, newsListPath } from '@sitedesk/shared/collections/paths';
import { emptyCollections, type SiteRoute } from '@sitedesk/shared/collections/published';
import { isoDay } from '@sitedesk/shared/collections/published-view';
import type { ContentSectionKey } from '@sitedesk/shared/content/sections';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { allPages, type PageId, pathFor } from '@sitedesk/shared/routes';
import type { Logger } from 'pino';
import { renderAtomFeed } from '../site/atom-feed';
import type { OnDemandPages } from '../site/on-demand-pages';
import { type PageRenderer, pageRoute, type StoredContent } from '../site/page-renderer';
import { createRenderQueue, RenderQueueFullError } from '../site/render-queue';
import type { SiteFiles } from '../site/site-files';
import { renderSitemap } from '../site/sitemap';
import { createStaticFileAsync, type StaticFile, withBrotliQuality } from '../site/static-file';
import { createEntrySourceCache } from './entry-source-cache';
import { loadEntrySources, loadRedirects } from './entry-sources';
import { createPageCache } from './page-cache';
import { selectContentStamp, selectSectionsStamp } from './repository';
import { type PlannedPage, planPages } from './route-plan';
import { sitemapUrls } from './sitemap-urls';
import { loadPublishedTimes, loadStoredContent } from './stored-content';

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

const originPlaceholder = /%ORIGIN%/g;
const longestRetryDelayMs = 5 * 60 * 1000;
/** Pages rendered and compressed at once: enough to keep the thread pool busy, few enough to bound memory. */
const renderConcurrency = 8;
/**
 * Cached pages a publish made stale are rendered again after the publish is live, this many at a time:
 * they are correct meanwhile (a stale page is rendered for its next visitor), so visitors keep the CPU.
 */
const warmConcurrency = 2;
/** Fixed pages a publish changed, rendered again just after it: the home page and its kind go first. */
const pinnedLaterConcurrency = 4;
const sitemapBrotliQuality = 5;
/** Pages rendered on demand at once, and how many more may wait before a visitor gets a 503 (a crawler's burst). */
const onDemandRenderLimits = { concurrency: 2, maxWaiting: 64 };
/**
 * What the pages rendered on demand may hold in memory, compressed copies included. A rendered page with
 * its gzip and brotli copies takes about 60 KB, so this keeps some 1,500 of the most visited pages.
 */
const defaultOnDemandCacheBytes = 96 * 1024 * 1024;
/**
 * A page is compressed while someone waits for it (the start, a publish, a page's first visitor):
 * brotli's smallest setting (11) takes up to a second for the 300 KB home page of a large catalogue, for
 * a few percent fewer bytes. Pages rendered at start get quality 11 afterwards, in the background.
 */
const quickBrotliQuality = 6;
const smallestBrotliQuality = 11;

/**
 * The pages rendered before the service takes requests: each language's fixed pages (home, solutions,
 * contact…) and 404 page, the first page of the news lists and the careers page. Entries' pages and the
 * news lists' later pages are rendered when first asked for (decision 145).
 */
function isRenderedAtStart(page: PlannedPage): boolean {
  const { route } = page;
  return (
    route.kind === 'page' ||
    route.kind === 'jobsList' ||
    (route.kind === 'newsList' && route.pageNumber === 1)
  );
}

/** The published content the on-demand pages are rendered from, as of the last render. */
type Published = {
  /** The pages rendered on demand, by path. */
  onDemand: Map<string, PlannedPage>;
  /**
   * Pages rendered at start that a publish changed and that are not rendered again yet, by path: until
   * they are, each is rendered for its visitor, never served stale (decision 152).
   */
  pinnedLater: Map<string, PlannedPage>;
  stored: Record<Locale, StoredContent>;
  sitemapXml: () => string;
  /** Made at the first request after the render, shared by the requests that follow. */
  sitemap: Promise<StaticFile> | undefined;
};

const sitemapPath = '/sitemap.xml';

/** A render that failed for this content, and when the sync may try it again. */
type RenderFailure = { stamp: string; attempts: number; retryAt: number };

/** Where the desk edits what a preview shows (`apps/web/src/desk` routes): the section, else the overview. */
export function sectionEditorPath(locale: Locale, section: ContentSectionKey | undefined): string {
  return section ? `/desk/content/${locale}/${section}` : '/desk/content';
}

export function entryEditorPath(collection: CollectionId, id: string, locale: Locale): string {
  return `/desk/collections/${collection}/${id}/${locale}`;
}

async function mapWithLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

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
}): LivePages {
  const { db, site, renderer, origin, logger, mediaBaseUrl } = deps;
  const cache = createPageCache(deps.onDemandCacheBytes ?? defaultOnDemandCacheBytes);
  const renderQueue = createRenderQueue(onDemandRenderLimits);
  /** Renders under way, by path and signature: visitors asking for the same page at once share one. */
  const rendering = new Map<string, Promise<StaticFile>>();
  /** Fixed pages whose render failed, by path and signature: when they may be tried again. */
  const failedPinned = new Map<string, { render: Promise<StaticFile>; retryAt: number; attempts: number }>();
  let published: Published | undefined;
  const now = deps.now ?? (() => new Date());
  let renderedStamp: string | undefined;
  let renderedDay: string | undefined;
  /** The signature each served page was rendered with, by path (`404:{locale}` for the 404 pages). */
  let renderedSignatures = new Map<string, string>();
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  /** The smallest copies of the last render's pages, made after it is served. */
  let compressing: Promise<void> = Promise.resolve();
  let failure: RenderFailure | undefined;
  const entrySources = createEntrySourceCache(db);
  /** Each language's feed as last made: a publish that does not change a feed does not compress it again. */
  const feedsMade = new Map<string, { xml: string; file: StaticFile }>();

  const keyOf = (page: PlannedPage) => page.path ?? `404:${page.locale}`;
  const finish = (html: string) => html.replace(originPlaceholder, origin);

  async function render(): Promise<void> {
    if (!renderer) return;
    const stamp = await selectContentStamp(db);
    try {
      await renderStamp(renderer, stamp);
      failure = undefined;
    } catch (error) {
      // A render that failed once for this content most likely fails again: wait longer each time
      // instead of rendering (and logging) again at every sync.
      const attempts = failure?.stamp === stamp ? failure.attempts + 1 : 1;
      const delay = Math.min(longestRetryDelayMs, 1000 * 2 ** attempts);
      failure = { stamp, attempts, retryAt: Date.now() + delay };
      throw error;
    }
  }

  async function renderStamp(renderPage: PageRenderer, stamp: string): Promise<void> {
    const startedAt = performance.now();
    await adoptSiteLocales();
    const today = isoDay(now());
    const [entries, sectionsStamp, publishedTimes, redirects] = await Promise.all([
      entrySources.load(),
      selectSectionsStamp(db),
      loadPublishedTimes(db),
      loadRedirects(db),
    ]);
    const stored = await loadStoredContent(db, 'published', logger, mediaBaseUrl, {
      sources: entries.sources,
      today,
    });
    const collectionsOf = (locale: Locale) => stored[locale].collections ?? emptyCollections;
    const collections = Object.fromEntries(
      site.locales.map((locale) => [locale, collectionsOf(locale)]),
    ) as Record<Locale, ReturnType<typeof collectionsOf>>;
    const planned = planPages({
      sectionsStamp,
      siteLocales: site.locales,
      collections,
      entrySignatures: entries.signatures,
    });
    const atStart = planned.filter(isRenderedAtStart);
    const onDemand = planned.filter((page) => !isRenderedAtStart(page));
    // Only pages whose inputs changed are rendered; the first render after start renders the start set.
    // Of the others, only those in the cache: a page nobody asked for lately waits for its next visitor.
    const changed = atStart.filter((page) => renderedSignatures.get(keyOf(page)) !== page.signature);
    // At a publish the changed fixed pages follow the publish instead of holding it up (decision 152): a
    // page placed in the header changes every one of them. The start renders them all before serving, and
    // the 404 pages (no address to render them for on request) are always rendered at once.
    const isFirstRender = renderedSignatures.size === 0;
    const pinnedLater = isFirstRender ? [] : changed.filter((page) => page.path !== undefined);
    const pinnedNow = isFirstRender ? changed : changed.filter((page) => page.path === undefined);
    const changedInCache = onDemand.filter((page) => {
      const cached = page.path === undefined ? undefined : cache.peek(page.path);
      return cached !== undefined && cached.signature !== page.signature;
    });
    // The published entry's own pages go live with the pinned pages; the other cached pages it is on
    // (list pages, related products, every page for a header link) are rendered just after (decision 145,
    // follow-up): once the plan is swapped a stale cached page is rendered for its visitor anyway.
    const isOwnPage = (page: PlannedPage) =>
      page.route.kind === 'entry' && entries.changed.has(page.route.id);
    const ownPages = changedInCache.filter(isOwnPage);
    const warmLater = changedInCache.filter((page) => !isOwnPage(page));
    const plannedAt = performance.now();
    // Everything is rendered before anything is swapped, so no visitor sees half a publication.
    const rendered = await mapWithLimit([...ownPages, ...pinnedNow], renderConcurrency, async (page) => ({
      page,
      // Compressed fast while someone waits (the start, an editor's publish); made smallest just after.
      file: await renderFile(renderPage, page, stored, quickBrotliQuality),
    }));
    const feeds = await Promise.all(
      site.locales.map(async (locale) => {
        const messages = messageCatalogs[locale];
        const company = stored[locale].content.company.name;
        const path = newsFeedPath(locale);
        const xml = renderAtomFeed({
          origin,
          locale,
          feedPath: path,
          listPath: newsListPath(locale),
          title: formatMessage(messages.news.feedTitle, { company }),
          author: company,
          news: collections[locale].news,
        });
        const made = feedsMade.get(path);
        if (made?.xml === xml) return { path, file: made.file };
        // Made again at a publish that changes it, while the editor waits: the quick level, like the pages.
        const file = await createStaticFileAsync(
          'feed.atom',
          Buffer.from(xml),
          'public, max-age=300',
          quickBrotliQuality,
        );
        feedsMade.set(path, { xml, file });
        return { path, file };
      }),
    );
    // The sitemap is made when a crawler asks for it: megabytes of XML at 5,000 pages, which neither a
    // start nor a publish should wait for.
    const sitemapXml = () =>
      renderSitemap(origin, site.locales, sitemapUrls(site.locales, planned, collections, publishedTimes));

    swap(atStart, rendered, feeds, redirects, pinnedLater);
    swapOnDemand(onDemand, rendered, stored, sitemapXml, pinnedLater);
    compressing = compressSmallest(rendered);
    void renderAfterPublish(pinnedLater, warmLater);
    renderedStamp = stamp;
    renderedDay = today;
    logger.info(
      {
        pages: rendered.length,
        later: pinnedLater.length + warmLater.length,
        of: planned.length,
        changedEntries: entries.changed.size,
        cached: cache.paths().length,
        loadMs: Math.round(plannedAt - startedAt),
        renderMs: Math.round(performance.now() - plannedAt),
      },
      'rendered the published content',
    );
  }

  /**
   * Takes the languages the site offers now before a render plans its pages (decision 151). An added
   * language's pages are then planned and rendered like any changed page; a removed language's fixed
   * pages and 404 page leave here, its collection pages and cached pages when the render swaps its plan.
   * A change of languages changes the sections' stamp, so every page is rendered again with the new list.
   */
  async function adoptSiteLocales(): Promise<void> {
    if (!deps.siteLocales) return;
    site.locales = await deps.siteLocales();
    dropLanguagesNotOffered();
  }

  /** A language editors took off the site serves none of its fixed pages, whatever was under way. */
  function dropLanguagesNotOffered(): void {
    for (const locale of locales) {
      if (site.locales.includes(locale)) continue;
      for (const { page } of allPages([locale])) site.files.delete(pathFor(page, locale));
      delete site.notFoundPages[locale];
    }
  }

  /**
   * Renders again, after a publish is live, the pages it made stale: first the fixed pages (the most
   * visited), then the cached ones, as their visitors would (the same shared renders). Stops when a newer
   * publish is swapped in: that one plans its own.
   */
  async function renderAfterPublish(pinned: PlannedPage[], cached: PlannedPage[]): Promise<void> {
    if (pinned.length === 0 && cached.length === 0) return;
    const plan = published;
    const startedAt = performance.now();
    try {
      const files = await mapWithLimit(pinned, pinnedLaterConcurrency, async (page) =>
        isStopped || published !== plan || !page.path
          ? undefined
          : // One page that fails to render (logged by renderPinned) does not hold up the others.
            renderPinned(page.path, page).catch(() => undefined),
      );
      await mapWithLimit(cached, warmConcurrency, async (page) => {
        if (isStopped || published !== plan || !page.path) return;
        // With the line full (a burst of visitors), a page left out is rendered when it is next asked for.
        await renderOnDemand(page.path, page).catch((error: unknown) => {
          if (!(error instanceof RenderQueueFullError)) throw error;
        });
      });
      logger.info(
        { pages: pinned.length + cached.length, ms: Math.round(performance.now() - startedAt) },
        'rendered the pages a publish changed',
      );
      await compressSmallest(
        pinned.flatMap((page, index) => {
          const file = files[index];
          return file ? [{ page, file }] : [];
        }),
      );
    } catch (error) {
      logger.warn({ err: error }, 'could not render the changed pages again; their visitors will');
    }
  }

  /**
   * Renders a fixed page a publish changed, for its visitor or the pass after the publish (shared), and
   * serves it from then on. Not through the render queue: there are a few dozen such pages at most, and
   * a crawler's burst must not turn the home page into a 503.
   */
  function renderPinned(path: string, page: PlannedPage): Promise<StaticFile> {
    const key = `${path}\n${page.signature}`;
    const pending = rendering.get(key);
    if (pending) return pending;
    // A page that failed to render is not tried again at every request (a crawler would keep a render
    // going without pause): its visitors get the same failure until the retry time, then one new try.
    const failed = failedPinned.get(key);
    if (failed && Date.now() < failed.retryAt) return failed.render;
    if (!renderer || !published) return Promise.reject(new Error('nothing published to render'));
    const plan = published;
    const render = renderFile(renderer, page, plan.stored, quickBrotliQuality)
      .then((file) => {
        failedPinned.delete(key);
        // A publish during the render planned this page again, or its language was taken off the site:
        // its visitor gets what was asked for, later visitors what is current.
        const isCurrent = published === plan && plan.pinnedLater.get(path) === page;
        if (isCurrent && site.locales.includes(page.locale)) {
          site.files.set(path, file);
          renderedSignatures.set(keyOf(page), page.signature);
          plan.pinnedLater.delete(path);
        }
        return file;
      })
      .catch((error: unknown) => {
        const attempts = (failedPinned.get(key)?.attempts ?? 0) + 1;
        const retryAt = Date.now() + Math.min(longestRetryDelayMs, 1000 * 2 ** attempts);
        failedPinned.set(key, { render, retryAt, attempts });
        if (attempts === 1) logger.error({ err: error, path }, 'could not render a page a publish changed');
        throw error;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  function swap(
    planned: PlannedPage[],
    rendered: { page: PlannedPage; file: StaticFile }[],
    feeds: { path: string; file: StaticFile }[],
    redirects: Map<string, string | null>,
    pinnedLater: PlannedPage[],
  ): void {
    const nextCollectionPaths = new Set<string>();
    for (const page of planned)
      if (page.path && page.route.kind !== 'page') nextCollectionPaths.add(page.path);
    for (const feed of feeds) nextCollectionPaths.add(feed.path);
    for (const { page, file } of rendered) {
      if (!isRenderedAtStart(page)) continue;
      if (page.path) site.files.set(page.path, file);
      else site.notFoundPages[page.locale] = file;
    }
    for (const feed of feeds) site.files.set(feed.path, feed.file);
    // An entry that left the site (unpublished, deleted, its slug changed, its closing date passed).
    for (const path of site.collectionPaths) if (!nextCollectionPaths.has(path)) site.files.delete(path);
    site.collectionPaths = nextCollectionPaths;
    // The build's sitemap lists the build's entries: from now on the on-demand one answers.
    site.files.delete('/sitemap.xml');
    site.redirects = redirects;
    // A changed fixed page left for later is not served as it was: its visitor gets it rendered anew.
    for (const page of pinnedLater) if (page.path) site.files.delete(page.path);
    // A render of the previous plan may have put back a page of a language removed since (decision 151).
    dropLanguagesNotOffered();
    // New signatures: a page that failed for the previous plan is tried afresh.
    failedPinned.clear();
    renderedSignatures = new Map(planned.map((page) => [keyOf(page), page.signature]));
    // Not rendered yet: the next render plans them again if this one's pass does not get to them.
    for (const page of pinnedLater) renderedSignatures.delete(keyOf(page));
  }

  /** The cache keeps only pages still on the site, each as the content published now has it. */
  function swapOnDemand(
    onDemand: PlannedPage[],
    rendered: { page: PlannedPage; file: StaticFile }[],
    stored: Record<Locale, StoredContent>,
    sitemapXml: () => string,
    pinnedLater: PlannedPage[],
  ): void {
    const byPath = new Map<string, PlannedPage>();
    for (const page of onDemand) if (page.path) byPath.set(page.path, page);
    for (const path of cache.paths()) if (!byPath.has(path)) cache.delete(path);
    for (const { page, file } of rendered)
      if (page.path && !isRenderedAtStart(page)) cache.set(page.path, { signature: page.signature, file });
    const later = new Map<string, PlannedPage>();
    for (const page of pinnedLater) if (page.path) later.set(page.path, page);
    published = { onDemand: byPath, pinnedLater: later, stored, sitemapXml, sitemap: undefined };
  }

  async function renderFile(
    renderPage: PageRenderer,
    page: PlannedPage,
    stored: Record<Locale, StoredContent>,
    brotliQuality: number,
  ): Promise<StaticFile> {
    const html = finish(await renderPage(page.route, page.locale, stored[page.locale]));
    return createStaticFileAsync('page.html', Buffer.from(html), 'no-cache', brotliQuality);
  }

  /**
   * Compresses the pages rendered at start again at brotli 11, one at a time so visitors' requests keep
   * the thread pool. The body and so the ETag stay the same; a page replaced meanwhile is left alone.
   */
  async function compressSmallest(rendered: { page: PlannedPage; file: StaticFile }[]): Promise<void> {
    try {
      for (const { page, file } of rendered) {
        if (!isRenderedAtStart(page) || isStopped) continue;
        const smallest = await withBrotliQuality(file, smallestBrotliQuality);
        if (page.path && site.files.get(page.path) === file) site.files.set(page.path, smallest);
        if (!page.path && site.notFoundPages[page.locale] === file)
          site.notFoundPages[page.locale] = smallest;
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not compress the pages further; they are served as they are');
    }
  }

  /** Renders a planned page for the cache; visitors (and the warming after a publish) asking at once share it. */
  function renderOnDemand(path: string, page: PlannedPage): Promise<StaticFile> {
    const key = `${path}\n${page.signature}`;
    const pending = rendering.get(key);
    if (pending) return pending;
    if (!renderer || !published) return Promise.reject(new Error('nothing published to render'));
    const stored = published.stored;
    const render = renderQueue
      .run(() => renderFile(renderer, page, stored, quickBrotliQuality))
      .then((file) => {
        // A publish during the render may have changed the page: its visitor gets what was asked for,
        // the cache only what is still current.
        if (published?.onDemand.get(path)?.signature === page.signature)
          cache.set(path, { signature: page.signature, file });
        return file;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  const onDemandPages: OnDemandPages = {
    has: (path) =>
      (published?.onDemand.has(path) ?? false) ||
      (published?.pinnedLater.has(path) ?? false) ||
      (published !== undefined && path === sitemapPath),
    get(path) {
      if (path === sitemapPath && published) {
        published.sitemap ??= createStaticFileAsync(
          'sitemap.xml',
          Buffer.from(published.sitemapXml()),
          'public, max-age=3600',
          // Quality 11 would take seconds for a file crawlers fetch now and then; 5 costs a few percent more bytes.
          sitemapBrotliQuality,
        );
        return published.sitemap;
      }
      const pinned = published?.pinnedLater.get(path);
      if (pinned && !site.locales.includes(pinned.locale)) return undefined;
      if (pinned) return renderPinned(path, pinned);
      const page = published?.onDemand.get(path);
      if (!renderer || !published || !page) return undefined;
      const cached = cache.get(path);
      if (cached?.signature === page.signature) return Promise.resolve(cached.file);
      return renderOnDemand(path, page);
    },
    bytes: () => cache.bytes(),
  };
  if (renderer) site.onDemandPages = onDemandPages;

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
      const isNewDay = renderedDay !== undefined && renderedDay !== isoDay(now());
      if ((stamp !== renderedStamp || isNewDay) && !isWaitingToRetry) await refresh();
    } catch (error) {
      logger.error({ err: error }, 'could not render the published content');
    }
  }

  /** The sections' drafts, and the drafts of one entry if it is the one previewed. */
  async function loadDrafts(entryId?: string): Promise<Record<Locale, StoredContent>> {
    const entries = await loadEntrySources(db, entryId ? { draftOf: entryId } : {});
    return loadStoredContent(db, 'draft', logger, mediaBaseUrl, {
      sources: entries.sources,
      today: isoDay(now()),
    });
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
        if (isStopped) return;
        timer = setTimeout(() => void syncIfChanged().finally(tick), seconds * 1000);
        timer.unref();
      };
      tick();
    },
    async renderPreview(page, locale, section) {
      if (!renderer) return undefined;
      const stored = await loadDrafts();
      const preview = { editorPath: sectionEditorPath(locale, section) };
      return finish(await renderer(pageRoute(page), locale, stored[locale], { preview }));
    },
    async renderEntryPreview(collection, id, locale) {
      if (!renderer) return undefined;
      const stored = await loadDrafts(id);
      const entries = stored[locale].collections?.[collection] ?? [];
      if (!entries.some((entry) => entry.id === id)) return undefined;
      const route: SiteRoute = { kind: 'entry', collection, id };
      const preview = { editorPath: entryEditorPath(collection, id, locale) };
      return finish(await renderer(route, locale, stored[locale], { preview }));
    },
    settled: () => compressing,
    stop() {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
