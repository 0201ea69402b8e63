// @vitest-environment happy-dom
import { richTextSchema } from '@sitedesk/shared/collections/rich-text';
import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from '../rich-text/rich-text-extensions';
import { storedRichText, toEditorContent, toRichText } from './rich-text-document';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** A real editor in a DOM, pasted into the way a browser pastes (ProseMirror's clipboard parser). */
function pasteInto(html: string) {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({ element, extensions: richTextExtensions() });
  editor.view.pasteHTML(html);
  return editor.getJSON();
}

// No <style> sheet or <iframe> here: happy-dom lacks what ProseMirror reads of a sheet and refuses frames;
// the browser journeys (e2e/collections-editor.test.ts) paste those into Chromium.
const hostileWord = `
  <html><head><script>window.pwned = true</script></head><body>
  <h1 style="font-family: Calibri">Trade fair report</h1>
  <p class="MsoNormal">We met <b>many</b> customers at <a href="javascript:alert(1)">our stand</a>
    and <a href="https://www.ifat.de/en/" target="_blank" onclick="steal()">IFAT</a>.</p>
  <img src="x" onerror="alert(2)">
  <h4>Small heading</h4>
  <p><s>struck</s> <code>code()</code> <u>under</u> <span style="font-weight:700">styled</span></p>
  <table><tr><td>cell</td></tr></table>
  <ul><li><p>one</p><ul><li>nested</li></ul></li></ul>
  <blockquote><h2>quoted heading</h2></blockquote>
  <object data="https://evil.example/x.swf"></object>
  <p><a href="data:text/html,hi">data</a> <a href="//evil.example">protocol-relative</a></p>
  </body></html>`;

describe('pasting hostile Word/HTML into the rich-text editor', () => {
  it('keeps only the allowed structure, and the result passes richTextSchema', () => {
    const json = pasteInto(hostileWord);
    const stored = toRichText(json);
    expect(stored).toBeDefined();
    const serialized = JSON.stringify(stored);
    // Scripts, handlers, styles, foreign images and unsafe links do not survive.
    for (const gone of ['script', 'pwned', 'onerror', 'onclick', 'color', 'javascript:', 'data:', 'evil']) {
      expect(serialized).not.toContain(gone);
    }
    expect(serialized).not.toContain('"image"');
    // The words do survive, with the marks and blocks the site allows.
    expect(serialized).toContain('Trade fair report');
    expect(serialized).toContain('our stand');
    expect(serialized).toContain('{"type":"link","attrs":{"href":"https://www.ifat.de/en/"}}');
    expect(serialized).toContain('{"type":"bold"}');
    const types = new Set<string>();
    const visit = (node: { type: string; content?: unknown[] }) => {
      types.add(node.type);
      for (const child of node.content ?? []) visit(child as { type: string; content?: unknown[] });
    };
    visit(stored as { type: string; content?: unknown[] });
    for (const type of types) {
      expect([
        'doc',
        'paragraph',
        'heading',
        'bulletList',
        'orderedList',
        'listItem',
        'blockquote',
        'text',
        'hardBreak',
      ]).toContain(type);
    }
  });

  it('turns h1 and h4 into allowed blocks and keeps h2 and h3', () => {
    const json = pasteInto('<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>');
    const stored = toRichText(json);
    const headings = stored?.content.filter((block) => block.type === 'heading');
    expect(headings?.map((block) => (block.type === 'heading' ? block.attrs.level : 0))).toEqual([2, 3]);
  });

  it('stores a heading, a bold word and a link exactly in the shared shape', () => {
    const json = pasteInto('<h2>Launch</h2><p>A <strong>new</strong> <a href="/en/contact">baler</a></p>');
    expect(richTextSchema.parse(storedRichText(json))).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Launch' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'A ' },
            { type: 'text', text: 'new', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'baler', marks: [{ type: 'link', attrs: { href: '/en/contact' } }] },
          ],
        },
      ],
    });
  });

  it('keeps a media-library image with its id and alt text, but not its editor-only address', () => {
    const id = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const json = pasteInto(`<img data-media-id="${id}" alt="The EcoBale X4" src="/media/${id}/a.webp">`);
    expect(toRichText(json)?.content).toEqual([
      { type: 'image', attrs: { mediaId: id, alt: 'The EcoBale X4' } },
    ]);
  });

  it('stores an emptied editor as an empty document', () => {
    expect(toRichText(pasteInto(''))).toEqual({ type: 'doc', content: [] });
  });
});

describe('toEditorContent', () => {
  it('gives an empty body one paragraph, so the toolbar has a block to format at once', () => {
    expect(toEditorContent({ type: 'doc', content: [] }, [])).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });

  it('gives each image the address of its picture from the media the entry uses', () => {
    const id = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const content = toEditorContent({ type: 'doc', content: [{ type: 'image', attrs: { mediaId: id } }] }, [
      { id, url: `/media/${id}/original.webp`, variants: [] } as unknown as SiteMedia,
    ]);
    expect(content.content?.[0]?.attrs).toEqual({ mediaId: id, src: `/media/${id}/original.webp` });
  });
});
