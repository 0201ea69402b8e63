import type { Database } from '@sitedesk/db/client';
import { type ContentSectionKey, contentSectionPages } from '@sitedesk/shared/content/sections';
import type { Locale } from '@sitedesk/shared/locales';
import { allPages, type PageId, pathFor } from '@sitedesk/shared/routes';
import type { Logger } from 'pino';
import type { PageRenderer } from '../site/page-renderer';
import type { SiteFiles } from '../site/site-files';
import { renderSitemap } from '../site/sitemap';
import { createStaticFileAsync } from '../site/static-file';
import { selectContentStamp } from './repository';
import { loadPublishedTimes, loadStoredContent } from './stored-content';

/** The public pages as the database says they are: rendered again after every publish, on every instance. */
export type LivePages = {
  /** Renders every page from the published content now and serves the result; resolves when it does. */
  refresh(): Promise<void>;
  /** Renders again if anything was published (here or by another instance) since the last render. */
  sync(): Promise<void>;
  /** Calls `sync` every `seconds`. */
  syncEvery(seconds: number): void;
  /** A page rendered with the drafts; `undefined` when this build cannot render. */
  renderPreview(page: PageId, locale: Locale): Promise<string | undefined>;
  stop(): void;
};

const originPlaceholder = /%ORIGIN%/g;
const longestRetryDelayMs = 5 * 60 * 1000;

/** A render that failed for this content, and when the sync may try it again. */
type RenderFailure = { stamp: string; attempts: number; retryAt: number };

export function createLivePages(deps: {
  db: Database;
  site: SiteFiles;
  renderer: PageRenderer | undefined;
  origin: string;
  logger: Logger;
  /** MEDIA_PUBLIC_BASE_URL: pages link media there rather than to the service's `/media/…`. */
  mediaBaseUrl?: string | undefined;
}): LivePages {
  const { db, site, renderer, origin, logger, mediaBaseUrl } = deps;
  let renderedStamp: string | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let failure: RenderFailure | undefined;

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
    const [stored, publishedTimes] = await Promise.all([
      loadStoredContent(db, 'published', logger, mediaBaseUrl),
      loadPublishedTimes(db),
    ]);
    const pages = [
      ...allPages(site.locales).map(({ page, locale }) => ({ page, locale, path: pathFor(page, locale) })),
      ...site.locales.map((locale) => ({ page: 'notFound' as const, locale, path: undefined })),
    ];
    // Everything is rendered before anything is swapped, so no visitor sees half a publication.
    const files = await Promise.all(
      pages.map(async ({ page, locale, path }) => {
        const html = (await renderPage(page, locale, stored[locale])).replace(originPlaceholder, origin);
        return {
          locale,
          path,
          file: await createStaticFileAsync(`${page}.html`, Buffer.from(html), 'no-cache'),
        };
      }),
    );
    for (const { locale, path, file } of files) {
      if (path) site.files.set(path, file);
      else site.notFoundPages[locale] = file;
    }
    const lastModified = (page: PageId, locale: Locale) => {
      const times = (Object.keys(contentSectionPages) as ContentSectionKey[])
        .filter((section) => contentSectionPages[section].includes(page))
        .map((section) => publishedTimes.get(`${locale}/${section}`)?.getTime() ?? 0);
      const latest = Math.max(0, ...times);
      return latest > 0 ? new Date(latest) : undefined;
    };
    site.files.set(
      '/sitemap.xml',
      await createStaticFileAsync(
        'sitemap.xml',
        Buffer.from(renderSitemap(origin, site.locales, lastModified)),
        'public, max-age=3600',
      ),
    );
    renderedStamp = stamp;
  }

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
      if (stamp !== renderedStamp && !isWaitingToRetry) await refresh();
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
        if (isStopped) return;
        timer = setTimeout(() => void syncIfChanged().finally(tick), seconds * 1000);
        timer.unref();
      };
      tick();
    },
    async renderPreview(page, locale) {
      if (!renderer) return undefined;
      const stored = await loadStoredContent(db, 'draft', logger, mediaBaseUrl);
      return (await renderer(page, locale, stored[locale])).replace(originPlaceholder, origin);
    },
    stop() {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
