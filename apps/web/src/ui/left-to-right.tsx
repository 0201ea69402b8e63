import type { ReactNode } from 'react';

/**
 * Text that reads left to right wherever it stands: phone numbers, e-mail addresses, references, file names,
 * web addresses, codes (decision 208). Its own `dir` isolates it (HTML gives such an element
 * `unicode-bidi: isolate`), so on a right-to-left page "+420 596 123 456" is not drawn as
 * "456 123 596 420+", and the text beside it keeps its own order. One element for the site and the desk;
 * for plain text (a `title`, a toast, a mail's text part) use `ltrIsolate` from `@sitedesk/shared/left-to-right`.
 */
export function LeftToRight({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
