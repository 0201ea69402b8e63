import { newsFeedPath, newsListPath } from '@sitedesk/shared/collections/paths';
import type { PublishedCollections } from '@sitedesk/shared/collections/published';
import type { Locale } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { renderAtomFeed } from '../site/atom-feed';
import type { StoredContent } from '../site/page-renderer';
import { createStaticFileAsync, type StaticFile } from '../site/static-file';
import { type LivePagesState, quickBrotliQuality } from './live-pages-state';

/** Each language's Atom feed of its news, as the published content has it; one unchanged is not made again. */
export function renderNewsFeeds(
  state: LivePagesState,
  stored: Record<Locale, StoredContent>,
  collections: Record<Locale, PublishedCollections>,
): Promise<{ path: string; file: StaticFile }[]> {
  return Promise.all(
    state.site.locales.map(async (locale) => {
      // The feed's title is a site text an editor may have corrected (decision 206).
      const messages = stored[locale].messages ?? messageCatalogs[locale];
      const company = stored[locale].content.company.name;
      const path = newsFeedPath(locale);
      const xml = renderAtomFeed({
        origin: state.origin,
        locale,
        feedPath: path,
        listPath: newsListPath(locale),
        title: formatMessage(messages.news.feedTitle, { company }),
        author: company,
        news: collections[locale].news,
      });
      const made = state.feedsMade.get(path);
      if (made?.xml === xml) return { path, file: made.file };
      // Made again at a publish that changes it, while the editor waits: the quick level, like the pages.
      const file = await createStaticFileAsync(
        'feed.atom',
        Buffer.from(xml),
        'public, max-age=300',
        quickBrotliQuality,
      );
      state.feedsMade.set(path, { xml, file });
      return { path, file };
    }),
  );
}
