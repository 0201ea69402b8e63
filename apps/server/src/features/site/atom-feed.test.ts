import type { NewsEntry } from '@sitedesk/shared/collections/entries';
import type { PublishedEntry } from '@sitedesk/shared/collections/published';
import { describe, expect, it } from 'vitest';
import { escapeXml, feedEntryCount, renderAtomFeed } from './atom-feed';

function news(index: number, change: Partial<NewsEntry> = {}): PublishedEntry<NewsEntry> {
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    document: {
      title: `News ${index}`,
      slug: `news-${index}`,
      date: `2026-03-${day}`,
      category: 'press',
      teaser: `Teaser ${index}`,
      body: { type: 'doc', content: [] },
      downloads: [],
      ...change,
    },
    paths: { en: `/en/news/news-${index}`, de: `/de/aktuelles/news-${index}` },
    shownIn: {},
    publishedAt: `2026-03-${day}T08:00:00.000Z`,
  };
}

const base = {
  origin: 'https://www.veltrum.example',
  locale: 'en' as const,
  feedPath: '/en/news/feed.xml',
  listPath: '/en/news',
  title: 'Veltrum: news',
  author: 'Veltrum',
};

describe('renderAtomFeed', () => {
  it('writes an Atom 1.0 feed with the elements RFC 4287 requires', () => {
    const xml = renderAtomFeed({ ...base, news: [news(2), news(1)] });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      ),
    ).toBe(true);
    expect(xml).toContain('<id>https://www.veltrum.example/en/news/feed.xml</id>');
    expect(xml).toContain('<title>Veltrum: news</title>');
    expect(xml).toContain('<updated>2026-03-03T08:00:00.000Z</updated>');
    expect(xml).toContain('<author><name>Veltrum</name></author>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.veltrum.example/en/news/feed.xml"/>',
    );
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://www.veltrum.example/en/news"/>',
    );
    const entries = xml.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(
      '<id>tag:www.veltrum.example,2026-03-03:news/00000000-0000-4000-8000-000000000002</id>',
    );
    expect(entries[0]).toContain('<title>News 2</title>');
    expect(entries[0]).toContain('href="https://www.veltrum.example/en/news/news-2"');
    expect(entries[0]).toContain('<published>2026-03-03T00:00:00Z</published>');
    expect(entries[0]).toContain('<updated>2026-03-03T08:00:00.000Z</updated>');
    expect(entries[0]).toContain('<summary>Teaser 2</summary>');
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
  });

  it('escapes what editors write, so a title cannot break the XML', () => {
    const xml = renderAtomFeed({
      ...base,
      news: [news(1, { title: 'Balers & <shredders> "live"', teaser: 'A]]><x/> \u0001bell' })],
    });
    expect(xml).toContain('<title>Balers &amp; &lt;shredders&gt; &quot;live&quot;</title>');
    expect(xml).toContain('<summary>A]]&gt;&lt;x/&gt; bell</summary>');
    expect(xml).not.toContain('<x/>');
  });

  it('holds the newest entries only and is valid when there are none', () => {
    const many = Array.from({ length: feedEntryCount + 5 }, (_, index) => news(index));
    expect(renderAtomFeed({ ...base, news: many }).match(/<entry>/g)).toHaveLength(feedEntryCount);
    const empty = renderAtomFeed({ ...base, news: [] });
    expect(empty).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
    expect(empty).not.toContain('<entry>');
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;'");
  });
});
