import { type RichText, richTextSchema } from '@sitedesk/shared/collections/rich-text';
import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import type { JSONContent } from '@tiptap/core';

type Mark = NonNullable<JSONContent['marks']>[number];

const stringAttr = (attrs: JSONContent['attrs'], name: string): string | undefined => {
  const value = attrs?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function storedMark(mark: Mark): Mark {
  if (mark.type === 'link') return { type: 'link', attrs: { href: stringAttr(mark.attrs, 'href') ?? '' } };
  return { type: mark.type };
}

function storedNode(node: JSONContent): JSONContent {
  const stored: JSONContent = { type: node.type };
  if (node.type === 'heading') stored.attrs = { level: node.attrs?.level };
  if (node.type === 'image') {
    const alt = stringAttr(node.attrs, 'alt');
    stored.attrs = { mediaId: stringAttr(node.attrs, 'mediaId'), ...(alt ? { alt } : {}) };
  }
  if (node.type === 'text') {
    stored.text = node.text ?? '';
    if (node.marks && node.marks.length > 0) stored.marks = node.marks.map(storedMark);
  }
  if (node.content && node.content.length > 0) stored.content = node.content.map(storedNode);
  return stored;
}

const isEmptyParagraph = (node: JSONContent) => node.type === 'paragraph' && !node.content?.length;

/**
 * The editor's `getJSON()` in the stored shape: Tiptap's own extra attributes (a link's `target` and `rel`,
 * a list's `start`, the editor-only image `src`) left out, and the empty paragraphs an editor always keeps
 * at the end dropped, so a blank body is stored as an empty document.
 */
export function storedRichText(json: JSONContent): unknown {
  const content = (json.content ?? []).map(storedNode);
  while (content.length > 0 && isEmptyParagraph(content[content.length - 1] as JSONContent)) content.pop();
  return { type: 'doc', content };
}

/** The stored rich text checked by the same schema the server uses; `undefined` if it does not pass. */
export function toRichText(json: JSONContent): RichText | undefined {
  const parsed = richTextSchema.safeParse(storedRichText(json));
  return parsed.success ? parsed.data : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored document as editor content, each image given its picture's address to show. */
export function toEditorContent(value: unknown, media: readonly SiteMedia[]): JSONContent {
  const withSources = (node: unknown): unknown => {
    if (!isRecord(node)) return node;
    const next: Record<string, unknown> = { ...node };
    const attrs = node.attrs;
    if (node.type === 'image' && isRecord(attrs)) {
      const item = media.find((candidate) => candidate.id === attrs.mediaId);
      next.attrs = { ...attrs, src: item?.variants[0]?.url ?? item?.url ?? null };
    }
    if (Array.isArray(node.content)) next.content = node.content.map(withSources);
    return next;
  };
  const parsed = richTextSchema.safeParse(value);
  const blocks = parsed.success ? parsed.data.content : [];
  // An editor needs a paragraph to put the cursor in; an empty one is dropped again when stored.
  return withSources({
    type: 'doc',
    content: blocks.length > 0 ? blocks : [{ type: 'paragraph' }],
  }) as JSONContent;
}
