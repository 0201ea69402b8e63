import type { Database } from '@sitedesk/db/client';
import type { Locale } from '@sitedesk/shared/locales';
import type { Logger } from 'pino';
import type { PageRenderer, StoredContent } from '../site/page-renderer';
import type { RenderQueue } from '../site/render-queue';
import type { SiteFiles } from '../site/site-files';
import type { StaticFile } from '../site/static-file';
import type { EntrySourceCache } from './entry-source-cache';
import type { PageCache } from './page-cache';
import type { PlannedPage } from './route-plan';

/** The published content the on-demand pages are rendered from, as of the last render. */
export type Published = {
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

/** A planned page and the file rendered for it. */
export type RenderedPage = { page: PlannedPage; file: StaticFile };

/**
 * What the live pages' parts share (`live-pages.ts` builds it once): what they were built with, and what
 * the last render left behind. The render (`published-render.ts`) and the renders for visitors
 * (`page-renders.ts`) read and replace its changing fields.
 */
export type LivePagesState = {
  readonly db: Database;
  readonly site: SiteFiles;
  readonly renderer: PageRenderer | undefined;
  readonly origin: string;
  readonly logger: Logger;
  /** MEDIA_PUBLIC_BASE_URL: pages link media there rather than to the service's `/media/…`. */
  readonly mediaBaseUrl: string | undefined;
  /** The clock: jobs leave the site the day after their closing date. */
  readonly now: () => Date;
  /** The languages the site offers now (decision 151), asked before each render; unset: `site.locales` stays. */
  readonly siteLocales: (() => Promise<readonly Locale[]>) | undefined;
  /** Whether rendered pages get their brotli-11 copies after they are served (SITE_COMPRESSION). */
  readonly compressSmallest: boolean;
  /** The pages rendered on demand, as their visitors last had them. */
  readonly cache: PageCache;
  readonly renderQueue: RenderQueue;
  readonly entrySources: EntrySourceCache;
  /** Renders under way, by path and signature: visitors asking for the same page at once share one. */
  readonly rendering: Map<string, Promise<StaticFile>>;
  /** Fixed pages whose render failed, by path and signature: when they may be tried again. */
  readonly failedPinned: Map<string, { render: Promise<StaticFile>; retryAt: number; attempts: number }>;
  /** Each language's feed as last made: a publish that does not change a feed does not compress it again. */
  readonly feedsMade: Map<string, { xml: string; file: StaticFile }>;
  published: Published | undefined;
  /** The signature each served page was rendered with, by path (`404:{locale}` for the 404 pages). */
  renderedSignatures: Map<string, string>;
  /** The content stamp and the day the pages served now were rendered for. */
  renderedStamp: string | undefined;
  renderedDay: string | undefined;
  /** The smallest copies of the last render's pages, made after it is served. */
  compressing: Promise<void>;
  isStopped: boolean;
};

const originPlaceholder = /%ORIGIN%/g;
const longestRetryDelayMs = 5 * 60 * 1000;

/**
 * A page is compressed while someone waits for it (the start, a publish, a page's first visitor):
 * brotli's smallest setting (11) takes up to a second for the 300 KB home page of a large catalogue, for
 * a few percent fewer bytes. Pages rendered at start get quality 11 afterwards, in the background.
 */
export const quickBrotliQuality = 6;

/**
 * The pages rendered before the service takes requests: each language's fixed pages (home, solutions,
 * contact…) and 404 page, the first page of the news lists and the careers page. Entries' pages and the
 * news lists' later pages are rendered when first asked for (decision 145).
 */
export function isRenderedAtStart(page: PlannedPage): boolean {
  const { route } = page;
  return (
    route.kind === 'page' ||
    route.kind === 'jobsList' ||
    (route.kind === 'newsList' && route.pageNumber === 1)
  );
}

/** A page's key in `renderedSignatures`: its path, or `404:{locale}` for a 404 page. */
export function signatureKeyOf(page: PlannedPage): string {
  return page.path ?? `404:${page.locale}`;
}

/** The rendered HTML with this service's origin where the renderer left a placeholder. */
export function withOrigin(state: LivePagesState, html: string): string {
  return html.replace(originPlaceholder, state.origin);
}

/** A render that failed `attempts` times in a row is tried again after this long (doubling, capped). */
export function retryDelayMs(attempts: number): number {
  return Math.min(longestRetryDelayMs, 1000 * 2 ** attempts);
}
