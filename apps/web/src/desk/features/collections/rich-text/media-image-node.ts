import { mergeAttributes, Node } from '@tiptap/core';

export type MediaImageAttrs = { mediaId: string; alt: string | null; src: string | null };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mediaImage: {
      /** Puts an image from the media library at the cursor. */
      insertMediaImage: (attrs: MediaImageAttrs) => ReturnType;
    };
  }
}

/**
 * An image from the media library, stored as `{ mediaId, alt? }` (`rich-text.ts`). It is parsed only from
 * our own `img[data-media-id]`, so a pasted `<img src onerror>` from elsewhere has no rule and is dropped.
 * `src` exists in the editor only, to show the picture; the stored JSON leaves it out.
 */
export const MediaImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      mediaId: { default: null, parseHTML: (element) => element.getAttribute('data-media-id') },
      alt: { default: null, parseHTML: (element) => element.getAttribute('alt') || null },
      src: { default: null, rendered: true },
    };
  },

  parseHTML() {
    return [{ tag: 'img[data-media-id]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { mediaId, ...rest } = HTMLAttributes;
    return [
      'img',
      mergeAttributes(rest, {
        'data-media-id': mediaId,
        alt: node.attrs.alt ?? '',
        class: 'my-3 max-h-64 rounded-card border border-steel-300',
      }),
    ];
  },

  addCommands() {
    return {
      insertMediaImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
