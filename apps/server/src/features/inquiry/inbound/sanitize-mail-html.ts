import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a received message's HTML passes before it is stored: text formatting, lists, tables and
 * links stay; scripts, styles, frames, forms, event handlers and `style` attributes go (sanitize-html drops
 * every tag and attribute not named here). Images survive only when they travel inside the message
 * (`cid:`, `data:`): a remote image would tell the sender when and where staff read their mail.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'name', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign'],
    table: ['summary'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['cid', 'data'] },
  allowProtocolRelative: false,
  // Links open outside the desk and tell the target nothing about where they came from.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }, true),
  },
  // An image whose source was removed (http, https, protocol-relative) is dropped, not left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(cid|data):/i.test(frame.attribs.src ?? ''),
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Tags whose end is a line end in the plain-text view. */
const lineEndingTag = /<(?:br|\/p|\/div|\/li|\/tr|\/h[1-6])\b/gi;

/**
 * The text of an HTML-only message, for the thread's plain-text view. The line break goes in front of the
 * tag, which the sanitiser then removes: matching the tag's end too (`[^>]*>`) rescanned the rest of the
 * input from every unclosed `<br`, and 240 KB of them held the event loop for seconds (decision 160).
 */
export function textOfHtml(html: string): string {
  const withBreaks = html.replace(lineEndingTag, '\n$&');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
