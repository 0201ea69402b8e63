import type { SearchExcerptSegment } from '@sitedesk/shared/desk-api';

/**
 * Where a search matched, as the server cut it: plain text segments, the matching words in <mark> (React
 * escapes the text, so nothing from an inquiry is ever read as HTML). `dir="auto"`: an Arabic passage in an
 * English desk, or the other way round, reads in its own direction.
 */
export function SearchExcerpt({ segments }: { segments: SearchExcerptSegment[] }) {
  // Each segment's offset in the passage: a key that stays the same for the same passage.
  const offsets: number[] = [];
  let offset = 0;
  for (const segment of segments) {
    offsets.push(offset);
    offset += segment.text.length;
  }
  return (
    <p dir="auto" className="mt-1 line-clamp-2 max-w-prose text-sm break-words text-steel-700">
      {segments.map((segment, index) =>
        segment.isMatch ? (
          <mark key={offsets[index]} className="rounded-sm bg-signal-300 px-0.5 text-steel-900">
            {segment.text}
          </mark>
        ) : (
          <span key={offsets[index]}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
