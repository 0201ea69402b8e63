import { useSite } from '../../../app/site-context';

/** The first focusable element: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { messages } = useSite();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-sm bg-signal-400 px-4 py-3 font-semibold text-petrol-950 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {messages.skipToContent}
    </a>
  );
}
