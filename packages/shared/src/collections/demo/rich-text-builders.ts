import type { RichText, RichTextBlock, RichTextInline, RichTextMark } from '../rich-text';

/**
 * Short builders for the demo entries' rich text, so the demo files read like the text they hold rather
 * than like nested JSON. They produce exactly what the desk's editor stores (`richTextSchema`).
 */

type Inline = string | RichTextInline;

const inline = (content: Inline[]): RichTextInline[] =>
  content.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

const marked = (text: string, mark: RichTextMark): RichTextInline => ({ type: 'text', text, marks: [mark] });

export const bold = (text: string) => marked(text, { type: 'bold' });
export const italic = (text: string) => marked(text, { type: 'italic' });
export const link = (text: string, href: string) => marked(text, { type: 'link', attrs: { href } });

export const paragraph = (...content: Inline[]) => ({ type: 'paragraph' as const, content: inline(content) });

export const h2 = (...content: Inline[]): RichTextBlock => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inline(content),
});

export const h3 = (...content: Inline[]): RichTextBlock => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inline(content),
});

/** A bullet list; each item is one paragraph (a string, or an array of inline parts). */
export const bullets = (...items: (string | Inline[])[]): RichTextBlock => ({
  type: 'bulletList',
  content: items.map((item) => ({
    type: 'listItem',
    content: [paragraph(...(typeof item === 'string' ? [item] : item))],
  })),
});

/** A quotation: its paragraphs, the last one usually naming who said it. */
export const quote = (...paragraphs: (string | Inline[])[]): RichTextBlock => ({
  type: 'blockquote',
  content: paragraphs.map((item) => paragraph(...(typeof item === 'string' ? [item] : item))),
});

export const doc = (...content: RichTextBlock[]): RichText => ({ type: 'doc', content });
