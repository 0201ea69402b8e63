import type { Locale } from '@sitedesk/shared/locales';
import type { OnDemandPages } from '../site/on-demand-pages';
import type { PageRenderer, StoredContent } from '../site/page-renderer';
import { RenderQueueFullError } from '../site/render-queue';
import { createStaticFileAsync, type StaticFile, withBrotliQuality } from '../site/static-file';
import {
  isRenderedAtStart,
  type LivePagesState,
  quickBrotliQuality,
  type RenderedPage,
  retryDelayMs,
  signatureKeyOf,
  withOrigin,
} from './live-pages-state';
import type { PlannedPage } from './route-plan';

/**
 * Cached pages a publish made stale are rendered again after the publish is live, this many at a time:
 * they are correct meanwhile (a stale page is rendered for its next visitor), so visitors keep the CPU.
 */
const warmConcurrency = 2;
/** Fixed pages a publish changed, rendered again just after it: the home page and its kind go first. */
const pinnedLaterConcurrency = 4;
const sitemapBrotliQuality = 5;
const smallestBrotliQuality = 11;
const sitemapPath = '/sitemap.xml';

/** `work` on every item, at most `limit` at once; the results in the items' order. */
export async function mapWithLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
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

/** A planned page rendered and compressed into the file the site serves. */
export async function renderFile(
  state: LivePagesState,
  renderPage: PageRenderer,
  page: PlannedPage,
  stored: Record<Locale, StoredContent>,
  brotliQuality: number,
): Promise<StaticFile> {
  const html = withOrigin(state, await renderPage(page.route, page.locale, stored[page.locale]));
  return createStaticFileAsync('page.html', Buffer.from(html), 'no-cache', brotliQuality);
}

/**
 * What the site asks for a page it does not hold (`site.onDemandPages`): the sitemap, a fixed page a
 * publish changed and not rendered again yet, or a page rendered on demand (from the cache if current).
 */
export function onDemandPagesOf(state: LivePagesState): OnDemandPages {
  const { site, cache } = state;
  return {
    has: (path) =>
      (state.published?.onDemand.has(path) ?? false) ||
      (state.published?.pinnedLater.has(path) ?? false) ||
      (state.published !== undefined && path === sitemapPath),
    get(path) {
      const published = state.published;
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
      if (pinned) return renderPinned(state, path, pinned);
      const page = published?.onDemand.get(path);
      if (!state.renderer || !published || !page) return undefined;
      const cached = cache.get(path);
      if (cached?.signature === page.signature) return Promise.resolve(cached.file);
      return renderOnDemand(state, path, page);
    },
    bytes: () => cache.bytes(),
  };
}

/**
 * Renders again, after a publish is live, the pages it made stale: first the fixed pages (the most
 * visited), then the cached ones, as their visitors would (the same shared renders). Stops when a newer
 * publish is swapped in: that one plans its own.
 */
export async function renderAfterPublish(
  state: LivePagesState,
  pinned: PlannedPage[],
  cached: PlannedPage[],
): Promise<void> {
  if (pinned.length === 0 && cached.length === 0) return;
  const plan = state.published;
  const startedAt = performance.now();
  try {
    const files = await mapWithLimit(pinned, pinnedLaterConcurrency, async (page) =>
      state.isStopped || state.published !== plan || !page.path
        ? undefined
        : // One page that fails to render (logged by renderPinned) does not hold up the others.
          renderPinned(state, page.path, page).catch(() => undefined),
    );
    await mapWithLimit(cached, warmConcurrency, async (page) => {
      if (state.isStopped || state.published !== plan || !page.path) return;
      // With the line full (a burst of visitors), a page left out is rendered when it is next asked for.
      await renderOnDemand(state, page.path, page).catch((error: unknown) => {
        if (!(error instanceof RenderQueueFullError)) throw error;
      });
    });
    state.logger.info(
      { pages: pinned.length + cached.length, ms: Math.round(performance.now() - startedAt) },
      'rendered the pages a publish changed',
    );
    await compressSmallest(
      state,
      pinned.flatMap((page, index) => {
        const file = files[index];
        return file ? [{ page, file }] : [];
      }),
    );
  } catch (error) {
    state.logger.warn({ err: error }, 'could not render the changed pages again; their visitors will');
  }
}

/**
 * Renders a fixed page a publish changed, for its visitor or the pass after the publish (shared), and
 * serves it from then on. Not through the render queue: there are a few dozen such pages at most, and
 * a crawler's burst must not turn the home page into a 503.
 */
function renderPinned(state: LivePagesState, path: string, page: PlannedPage): Promise<StaticFile> {
  const { rendering, failedPinned, renderer, published: plan } = state;
  const key = `${path}\n${page.signature}`;
  const pending = rendering.get(key);
  if (pending) return pending;
  // A page that failed to render is not tried again at every request (a crawler would keep a render
  // going without pause): its visitors get the same failure until the retry time, then one new try.
  const failed = failedPinned.get(key);
  if (failed && Date.now() < failed.retryAt) return failed.render;
  if (!renderer || !plan) return Promise.reject(new Error('nothing published to render'));
  const render = renderFile(state, renderer, page, plan.stored, quickBrotliQuality)
    .then((file) => {
      failedPinned.delete(key);
      // A publish during the render planned this page again, or its language was taken off the site:
      // its visitor gets what was asked for, later visitors what is current.
      const isCurrent = state.published === plan && plan.pinnedLater.get(path) === page;
      if (isCurrent && state.site.locales.includes(page.locale)) {
        state.site.files.set(path, file);
        state.renderedSignatures.set(signatureKeyOf(page), page.signature);
        plan.pinnedLater.delete(path);
      }
      return file;
    })
    .catch((error: unknown) => {
      const attempts = (failedPinned.get(key)?.attempts ?? 0) + 1;
      const retryAt = Date.now() + retryDelayMs(attempts);
      failedPinned.set(key, { render, retryAt, attempts });
      if (attempts === 1)
        state.logger.error({ err: error, path }, 'could not render a page a publish changed');
      throw error;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, render);
  return render;
}

/** Renders a planned page for the cache; visitors (and the warming after a publish) asking at once share it. */
function renderOnDemand(state: LivePagesState, path: string, page: PlannedPage): Promise<StaticFile> {
  const { rendering, renderer, published } = state;
  const key = `${path}\n${page.signature}`;
  const pending = rendering.get(key);
  if (pending) return pending;
  if (!renderer || !published) return Promise.reject(new Error('nothing published to render'));
  const stored = published.stored;
  const render = state.renderQueue
    .run(() => renderFile(state, renderer, page, stored, quickBrotliQuality))
    .then((file) => {
      // A publish during the render may have changed the page: its visitor gets what was asked for,
      // the cache only what is still current.
      if (state.published?.onDemand.get(path)?.signature === page.signature)
        state.cache.set(path, { signature: page.signature, file });
      return file;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, render);
  return render;
}

/**
 * Compresses the pages rendered at start again at brotli 11, one at a time so visitors' requests keep
 * the thread pool. The body and so the ETag stay the same; a page replaced meanwhile is left alone.
 */
export async function compressSmallest(state: LivePagesState, rendered: RenderedPage[]): Promise<void> {
  const { site } = state;
  if (!state.compressSmallest) return;
  try {
    for (const { page, file } of rendered) {
      if (!isRenderedAtStart(page) || state.isStopped) continue;
      const smallest = await withBrotliQuality(file, smallestBrotliQuality);
      if (page.path && site.files.get(page.path) === file) site.files.set(page.path, smallest);
      if (!page.path && site.notFoundPages[page.locale] === file) site.notFoundPages[page.locale] = smallest;
    }
  } catch (error) {
    state.logger.warn({ err: error }, 'could not compress the pages further; they are served as they are');
  }
}
