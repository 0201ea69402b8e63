import { emptyCollections, type PublishedCollections } from '@sitedesk/shared/collections/published';
import { isoDay } from '@sitedesk/shared/collections/published-view';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { allPages, pathFor } from '@sitedesk/shared/routes';
import type { PageRenderer, StoredContent } from '../site/page-renderer';
import { renderSitemap } from '../site/sitemap';
import type { StaticFile } from '../site/static-file';
import { loadRedirects } from './entry-sources';
import {
  isRenderedAtStart,
  type LivePagesState,
  quickBrotliQuality,
  type RenderedPage,
  signatureKeyOf,
} from './live-pages-state';
import { renderNewsFeeds } from './news-feeds';
import { compressSmallest, mapWithLimit, renderAfterPublish, renderFile } from './page-renders';
import { selectSectionsStamp } from './repository';
import { type PlannedPage, planPages } from './route-plan';
import { sitemapUrls } from './sitemap-urls';
import { loadPublishedTimes, loadStoredContent } from './stored-content';

/** Pages rendered and compressed at once: enough to keep the thread pool busy, few enough to bound memory. */
const renderConcurrency = 8;

/** What a render of the published content found to do: its pages, and which of them to render when. */
type RenderPlan = {
  today: string;
  /** Entries whose content changed since the last render. */
  changedEntries: number;
  stored: Record<Locale, StoredContent>;
  collections: Record<Locale, PublishedCollections>;
  publishedTimes: Map<string, Date>;
  redirects: Map<string, string | null>;
  planned: PlannedPage[];
  atStart: PlannedPage[];
  onDemand: PlannedPage[];
  /** Rendered before anything is swapped: the published entries' own pages and the pinned pages. */
  renderNow: PlannedPage[];
  /** Changed fixed pages rendered just after the publish is live (decision 152). */
  pinnedLater: PlannedPage[];
  /** Other cached pages the publish made stale, rendered after it (decision 145, follow-up). */
  warmLater: PlannedPage[];
};

/**
 * Renders the published content as of `stamp` and serves it: the pages it changed, all at once, then
 * the stale ones in the background. Everything is rendered before anything is swapped, so no visitor
 * sees half a publication.
 */
export async function renderPublished(
  state: LivePagesState,
  renderPage: PageRenderer,
  stamp: string,
): Promise<void> {
  const startedAt = performance.now();
  await adoptSiteLocales(state);
  const plan = await planRender(state);
  const plannedAt = performance.now();
  const rendered = await mapWithLimit(plan.renderNow, renderConcurrency, async (page) => ({
    page,
    // Compressed fast while someone waits (the start, an editor's publish); made smallest just after.
    file: await renderFile(state, renderPage, page, plan.stored, quickBrotliQuality),
  }));
  const feeds = await renderNewsFeeds(state, plan.stored, plan.collections);
  const { site, origin } = state;
  // The sitemap is made when a crawler asks for it: megabytes of XML at 5,000 pages, which neither a
  // start nor a publish should wait for.
  const sitemapXml = () =>
    renderSitemap(
      origin,
      site.locales,
      sitemapUrls(
        site.locales,
        plan.planned,
        plan.collections,
        plan.publishedTimes,
        plan.stored[defaultLocale].untranslatedPages,
      ),
    );

  swapRendered(state, plan.atStart, rendered, feeds, plan.redirects, plan.pinnedLater);
  swapOnDemand(state, plan.onDemand, rendered, plan.stored, sitemapXml, plan.pinnedLater);
  state.compressing = compressSmallest(state, rendered);
  void renderAfterPublish(state, plan.pinnedLater, plan.warmLater);
  state.renderedStamp = stamp;
  state.renderedDay = plan.today;
  state.logger.info(
    {
      pages: rendered.length,
      later: plan.pinnedLater.length + plan.warmLater.length,
      of: plan.planned.length,
      changedEntries: plan.changedEntries,
      cached: state.cache.paths().length,
      loadMs: Math.round(plannedAt - startedAt),
      renderMs: Math.round(performance.now() - plannedAt),
    },
    'rendered the published content',
  );
}

/** Loads the published content, plans its pages, and sorts out which changed and when each is rendered. */
async function planRender(state: LivePagesState): Promise<RenderPlan> {
  const { db, site, cache } = state;
  const today = isoDay(state.now());
  const [entries, sectionsStamp, publishedTimes, redirects] = await Promise.all([
    state.entrySources.load(),
    selectSectionsStamp(db),
    loadPublishedTimes(db),
    loadRedirects(db),
  ]);
  const stored = await loadStoredContent(db, 'published', state.logger, state.mediaBaseUrl, {
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
  const changed = atStart.filter(
    (page) => state.renderedSignatures.get(signatureKeyOf(page)) !== page.signature,
  );
  // At a publish the changed fixed pages follow the publish instead of holding it up (decision 152): a
  // page placed in the header changes every one of them. The start renders them all before serving, and
  // the 404 pages (no address to render them for on request) are always rendered at once.
  const isFirstRender = state.renderedSignatures.size === 0;
  const pinnedLater = isFirstRender ? [] : changed.filter((page) => page.path !== undefined);
  const pinnedNow = isFirstRender ? changed : changed.filter((page) => page.path === undefined);
  const changedInCache = onDemand.filter((page) => {
    const cached = page.path === undefined ? undefined : cache.peek(page.path);
    return cached !== undefined && cached.signature !== page.signature;
  });
  // The published entry's own pages go live with the pinned pages; the other cached pages it is on
  // (list pages, related products, every page for a header link) are rendered just after (decision 145,
  // follow-up): once the plan is swapped a stale cached page is rendered for its visitor anyway.
  const isOwnPage = (page: PlannedPage) => page.route.kind === 'entry' && entries.changed.has(page.route.id);
  const ownPages = changedInCache.filter(isOwnPage);
  const warmLater = changedInCache.filter((page) => !isOwnPage(page));
  return {
    today,
    changedEntries: entries.changed.size,
    stored,
    collections,
    publishedTimes,
    redirects,
    planned,
    atStart,
    onDemand,
    renderNow: [...ownPages, ...pinnedNow],
    pinnedLater,
    warmLater,
  };
}

/**
 * Takes the languages the site offers now before a render plans its pages (decision 151). An added
 * language's pages are then planned and rendered like any changed page; a removed language's fixed
 * pages and 404 page leave here, its collection pages and cached pages when the render swaps its plan.
 * A change of languages changes the sections' stamp, so every page is rendered again with the new list.
 */
async function adoptSiteLocales(state: LivePagesState): Promise<void> {
  if (!state.siteLocales) return;
  state.site.locales = await state.siteLocales();
  dropLanguagesNotOffered(state);
}

/** A language editors took off the site serves none of its fixed pages, whatever was under way. */
function dropLanguagesNotOffered({ site }: LivePagesState): void {
  for (const locale of locales) {
    if (site.locales.includes(locale)) continue;
    for (const { page } of allPages([locale])) site.files.delete(pathFor(page, locale));
    delete site.notFoundPages[locale];
  }
}

/** Serves the pages rendered at start and the feeds as the new plan has them, and forgets what left. */
function swapRendered(
  state: LivePagesState,
  planned: PlannedPage[],
  rendered: RenderedPage[],
  feeds: { path: string; file: StaticFile }[],
  redirects: Map<string, string | null>,
  pinnedLater: PlannedPage[],
): void {
  const { site } = state;
  const nextCollectionPaths = new Set<string>();
  for (const page of planned) if (page.path && page.route.kind !== 'page') nextCollectionPaths.add(page.path);
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
  dropLanguagesNotOffered(state);
  // New signatures: a page that failed for the previous plan is tried afresh.
  state.failedPinned.clear();
  state.renderedSignatures = new Map(planned.map((page) => [signatureKeyOf(page), page.signature]));
  // Not rendered yet: the next render plans them again if this one's pass does not get to them.
  for (const page of pinnedLater) state.renderedSignatures.delete(signatureKeyOf(page));
}

/** The cache keeps only pages still on the site, each as the content published now has it. */
function swapOnDemand(
  state: LivePagesState,
  onDemand: PlannedPage[],
  rendered: RenderedPage[],
  stored: Record<Locale, StoredContent>,
  sitemapXml: () => string,
  pinnedLater: PlannedPage[],
): void {
  const { cache } = state;
  const byPath = new Map<string, PlannedPage>();
  for (const page of onDemand) if (page.path) byPath.set(page.path, page);
  for (const path of cache.paths()) if (!byPath.has(path)) cache.delete(path);
  for (const { page, file } of rendered)
    if (page.path && !isRenderedAtStart(page)) cache.set(page.path, { signature: page.signature, file });
  const later = new Map<string, PlannedPage>();
  for (const page of pinnedLater) if (page.path) later.set(page.path, page);
  state.published = { onDemand: byPath, pinnedLater: later, stored, sitemapXml, sitemap: undefined };
}
