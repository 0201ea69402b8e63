import { z } from 'zod';
import { invalidCharactersCode, isStorableText, textSchema } from '../text';

/**
 * Structured rich text: the only form in which body text of news and jobs is stored. It is a strict subset
 * of the ProseMirror JSON the desk's editor (Tiptap) produces: node and mark names are Tiptap's own, so the
 * editor's `getJSON()` parses here unchanged, and anything else (a pasted `<script>`, a `style`, a
 * `javascript:` link, an unknown node) is refused at the boundary. Pages render it with our own React
 * components; no stored HTML ever reaches a page.
 */

export const richTextLimits = { maxBlocks: 400, maxTextLength: 20_000, maxHrefLength: 2000 } as const;

/** `https:`, `http:`, `mailto:`, `tel:` or a site-relative path; never `javascript:`, `data:` or `//host`. */
export function isSafeHref(href: string): boolean {
  // Browsers drop tabs and line breaks inside URLs and read a backslash as a slash: `/\t/host` and
  // `/\host` would lead to another site.
  if (/[\t\r\n\\]/.test(href)) return false;
  if (/^\/(?!\/)/.test(href)) return true;
  if (/^mailto:[^\s]+$/i.test(href) || /^tel:\+?[0-9 ()-]+$/i.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({
    type: z.literal('link'),
    attrs: z.object({
      href: textSchema().min(1).max(richTextLimits.maxHrefLength).refine(isSafeHref, 'invalid_link'),
    }),
  }),
]);

// Text nodes are not trimmed: "bold" next to " plain" keeps its space.
const textNodeSchema = z.object({
  type: z.literal('text'),
  text: z
    .string()
    .min(1)
    .max(richTextLimits.maxTextLength)
    .refine(isStorableText, invalidCharactersCode)
    .transform((value) => value.normalize('NFC')),
  marks: z.array(markSchema).max(3).optional(),
});

const inlineSchema = z.discriminatedUnion('type', [
  textNodeSchema,
  z.object({ type: z.literal('hardBreak') }),
]);
const inlineContent = z.array(inlineSchema).max(500).optional();

const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlineContent });
const headingSchema = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});
const listItemSchema = z.object({
  type: z.literal('listItem'),
  content: z.array(paragraphSchema).min(1).max(20),
});
const listSchema = z.object({
  type: z.enum(['bulletList', 'orderedList']),
  content: z.array(listItemSchema).min(1).max(100),
});
const blockquoteSchema = z.object({
  type: z.literal('blockquote'),
  content: z.array(paragraphSchema).min(1).max(20),
});
/** An image from the media library; `alt` overrides the media item's alt text for this one use. */
const imageSchema = z.object({
  type: z.literal('image'),
  attrs: z.object({ mediaId: z.uuid(), alt: textSchema().max(500).optional() }),
});

const blockSchema = z.discriminatedUnion('type', [
  paragraphSchema,
  headingSchema,
  listSchema,
  blockquoteSchema,
  imageSchema,
]);

export const richTextSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(blockSchema).max(richTextLimits.maxBlocks),
  })
  .meta({ widget: 'richText' });

export type RichText = z.infer<typeof richTextSchema>;
export type RichTextBlock = RichText['content'][number];
export type RichTextInline = NonNullable<z.infer<typeof inlineContent>>[number];
export type RichTextMark = z.infer<typeof markSchema>;

export const emptyRichText: RichText = { type: 'doc', content: [] };

/** The plain words of a rich text: teasers, search, feed summaries. */
export function richTextToPlainText(doc: RichText): string {
  const inline = (content: RichTextInline[] | undefined) =>
    (content ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('');
  const block = (node: RichTextBlock): string => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return inline(node.content);
      case 'bulletList':
      case 'orderedList':
        return node.content.map((item) => item.content.map(block).join(' ')).join(' ');
      case 'blockquote':
        return node.content.map(block).join(' ');
      case 'image':
        return '';
    }
  };
  return doc.content.map(block).filter(Boolean).join('\n\n');
}
