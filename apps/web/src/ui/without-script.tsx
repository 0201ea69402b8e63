import type { ReactNode } from 'react';

/**
 * Markup only for visitors without JavaScript, in a `<noscript>`. With scripting on, the browser keeps a
 * `<noscript>`'s content as one text node: it is neither built into elements nor styled nor laid out, which
 * is the point (the contact form's two ~250-option selects, decision 155). React's client leaves a
 * `<noscript>` alone when it hydrates; Preact would build the children into it, so in the browser this
 * renders the element with an empty inner HTML, which Preact neither compares nor writes while hydrating.
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never content.
  if (typeof document !== 'undefined') return <noscript dangerouslySetInnerHTML={{ __html: '' }} />;
  return <noscript>{children}</noscript>;
}
