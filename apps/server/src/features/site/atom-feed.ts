import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { type Locale, localeTags } from '@sitedesk/shared/locales';

/** Feed readers show the newest entries; older ones stay on the paged list. */
export const feedEntryCount = 20;

/** Text for XML content and attribute values; also drops characters XML 1.0 cannot carry at all. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export type AtomFeedInput = {
  origin: string;
  locale: Locale;
  /** The feed's own address (`newsFeedPath`) and the list page it mirrors (`newsListPath`). */
  feedPath: string;
  listPath: string;
  title: string;
  author: string;
  /** Newest first, as the published collections hold them. */
  news: PublishedEntry<NewsEntry>[];
};

/**
 * One language's news as an Atom 1.0 feed (RFC 4287): a stable id per entry (its page's URL in this
 * language would change with its slug, so the entry's id names it), `published` from the news date and
 * `updated` from the last publication. The feed's `updated` is the latest of its entries'.
 */
export function renderAtomFeed(input: AtomFeedInput): string {
  const { origin, locale, feedPath, listPath, title, author } = input;
  const entries = input.news.slice(0, feedEntryCount);
  const updatedTimes = entries.map((entry) => entry.publishedAt);
  const feedUpdated = updatedTimes.sort().at(-1) ?? new Date(0).toISOString();
  const host = new URL(origin).host;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeTags[locale].hreflang}">`,
    `  <id>${escapeXml(origin + feedPath)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <updated>${new Date(feedUpdated).toISOString()}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + listPath)}"/>`,
  ];
  for (const entry of entries) {
    const path = entry.paths[locale];
    if (!path) continue;
    const { document } = entry;
    // An entry shown here in another language by an editor's choice says which (decision 202).
    const shownIn = entry.shownIn[locale];
    lines.push(
      shownIn ? `  <entry xml:lang="${localeTags[shownIn].hreflang}">` : '  <entry>',
      `    <id>tag:${escapeXml(host)},${document.date}:news/${entry.id}</id>`,
      `    <title>${escapeXml(document.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(origin + path)}"/>`,
      `    <published>${document.date}T00:00:00Z</published>`,
      `    <updated>${new Date(entry.publishedAt).toISOString()}</updated>`,
      `    <summary>${escapeXml(document.teaser)}</summary>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
