import { emptyCollections } from '@sitedesk/shared/collections/published';
import type { RichText } from '@sitedesk/shared/collections/rich-text';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import { locales } from '@sitedesk/shared/locales';
import { messageCatalogs } from '@sitedesk/shared/messages/catalogs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteProvider, type SiteState } from '../../../app/site-context';
import { RichTextContent } from './rich-text-content';

const photoId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const photo: SiteMedia = {
  id: photoId,
  kind: 'image',
  fileName: 'baler.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 1000,
  width: 1200,
  height: 800,
  variants: [{ format: 'webp', width: 800, height: 533, url: `/media/${photoId}/800.webp`, sizeBytes: 500 }],
  alt: { en: 'A baler in the hall', de: 'Eine Presse in der Halle' },
  title: '',
  language: null,
  url: `/media/${photoId}/1200.webp`,
  focalPoint: { x: 0.5, y: 0.5 },
};

function render(doc: unknown, headingLevel: 2 | 3 = 2, locale: 'en' | 'de' = 'en'): string {
  const site: SiteState = {
    content: demoContent[locale],
    sectionsShownIn: {},
    untranslatedPages: {},
    messages: messageCatalogs[locale],
    locale,
    route: { kind: 'page', page: 'home' },
    media: { [photoId]: photo },
    collections: emptyCollections,
    siteLocales: locales,
  };
  return renderToStaticMarkup(
    <SiteProvider value={site}>
      <RichTextContent doc={doc as RichText} headingLevel={headingLevel} />
    </SiteProvider>,
  );
}

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('RichTextContent', () => {
  it('renders headings, lists, quotes and marks as semantic HTML', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Throughput')] },
        {
          type: 'paragraph',
          content: [text('Up to '), text('38 t/h', [{ type: 'bold' }]), { type: 'hardBreak' }],
        },
        { type: 'heading', attrs: { level: 3 }, content: [text('Materials')] },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Cardboard')] }] }],
        },
        {
          type: 'orderedList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('First')] }] }],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [text('It never stops.', [{ type: 'italic' }])] }],
        },
      ],
    });
    expect(html).toMatch(/<h2[^>]*>Throughput<\/h2>/);
    expect(html).toContain('<strong>38 t/h</strong><br/>');
    expect(html).toMatch(/<h3[^>]*>Materials<\/h3>/);
    expect(html).toMatch(/<ul[^>]*><li><p>Cardboard<\/p><\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li><p>First<\/p><\/li><\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*><p[^>]*><em>It never stops.<\/em><\/p><\/blockquote>/);
  });

  it('shifts headings one level down inside a section that has its own h2', () => {
    const html = render(
      {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [text('Tasks')] },
          { type: 'heading', attrs: { level: 3 }, content: [text('Daily')] },
        ],
      },
      3,
    );
    expect(html).toMatch(/<h3[^>]*>Tasks<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Daily<\/h4>/);
    expect(html).not.toContain('<h2');
  });

  it('marks links that leave the site with rel="noopener" and leaves site links alone', () => {
    const html = render({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('fair', [{ type: 'link', attrs: { href: 'https://ifat.de/en' } }]),
            text('contact', [{ type: 'link', attrs: { href: '/en/contact' } }]),
          ],
        },
      ],
    });
    expect(html).toMatch(/<a href="https:\/\/ifat.de\/en" rel="noopener"[^>]*>fair<\/a>/);
    expect(html).toMatch(/<a href="\/en\/contact" class="[^"]*">contact<\/a>/);
  });

  it("takes an image's alt text from the placement, else from the media item in the page's language", () => {
    const placed = render({
      type: 'doc',
      content: [{ type: 'image', attrs: { mediaId: photoId, alt: 'The X4 at IFAT' } }],
    });
    expect(placed).toContain('alt="The X4 at IFAT"');
    const fromLibrary = render(
      { type: 'doc', content: [{ type: 'image', attrs: { mediaId: photoId } }] },
      2,
      'de',
    );
    expect(fromLibrary).toContain('alt="Eine Presse in der Halle"');
    const missing = render({
      type: 'doc',
      content: [{ type: 'image', attrs: { mediaId: '00000000-0000-4000-8000-000000000000' } }],
    });
    expect(missing).not.toContain('<img');
  });

  // Regression: a document that bypassed the schema (an old import, a hand-edited row) must not inject markup.
  it('renders hostile JSON without a script, an event handler, a style or a javascript: link', () => {
    const html = render({
      type: 'doc',
      content: [
        { type: 'script', content: [text('alert(1)')] },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
        { type: 'paragraph', attrs: { style: 'color:red' }, content: [text('<script>alert(1)</script>')] },
        {
          type: 'paragraph',
          content: [
            text('a', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
            text('b', [{ type: 'link', attrs: { href: ' JavaScript:alert(1)' } }]),
            text('c', [{ type: 'link', attrs: { href: 'java\tscript:alert(1)' } }]),
            text('d', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }]),
            text('e', [{ type: 'link', attrs: { href: '//evil.example' } }]),
            text('f', [{ type: 'link', attrs: { href: '/\\evil.example' } }]),
            text('g', [{ type: 'link', attrs: { href: 42 } }]),
            text('h', [{ type: 'link', attrs: { href: 'https://ok.example', onclick: 'alert(1)' } }]),
          ],
        },
        { type: 'heading', attrs: { level: 1, onmouseover: 'alert(1)' }, content: [text('Big')] },
        { type: 'image', attrs: { mediaId: 'javascript:alert(1)', src: 'javascript:alert(1)' } },
        { type: 'paragraph', content: [{ type: 'text', text: { toString: 'x' } }, null, 7, 'raw <b>'] },
        'not a node',
      ],
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://ok.example" rel="noopener"');
    expect(html).toMatch(/<h2[^>]*>Big<\/h2>/);
  });

  it('renders nothing for something that is not a document at all', () => {
    expect(render(null)).toBe('<div class="max-w-3xl"></div>');
    expect(render({ type: 'doc', content: 'text' })).toBe('<div class="max-w-3xl"></div>');
  });
});
