import { isSafeHref } from '@sitedesk/shared/collections/rich-text';
import type { Extensions } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { ListItem } from '@tiptap/extension-list';
import { StarterKit } from '@tiptap/starter-kit';
import { MediaImage } from './media-image-node';

/**
 * The editor's schema is the stored format (`packages/shared/src/collections/rich-text.ts`), so ProseMirror
 * itself reduces pasted Word or HTML to it: whatever has no node or mark here (code, strike, tables, h1,
 * h4–h6, styles, scripts, foreign images) is dropped or becomes plain text before it is ever saved.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      heading: { levels: [2, 3] },
      // Replaced below: the stored format allows only paragraphs inside a list item or a quote.
      listItem: false,
      blockquote: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isSafeHref(url),
        shouldAutoLink: (url) => isSafeHref(url),
        HTMLAttributes: { rel: null, target: null, class: null },
      },
    }),
    ListItem.extend({ content: 'paragraph+' }),
    Blockquote.extend({ content: 'paragraph+' }),
    MediaImage,
  ];
}
