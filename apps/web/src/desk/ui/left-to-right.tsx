import type { ReactNode } from 'react';

/**
 * Text that reads left to right wherever it stands: phone numbers, e-mail addresses, references. Its own
 * `dir` isolates it (HTML gives such an element `unicode-bidi: isolate`), so on a right-to-left page
 * "+420 596 123 456" is not drawn as "456 123 596 420+", and the text beside it keeps its own order.
 */
export function LeftToRight({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className}>
      {children}
    </span>
  );
}
