/** A drawn monogram instead of a portrait photo: the demo company has no real people to show. */
export function InitialsBadge({ name }: { name: string }) {
  const initials = name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false" className="size-16">
      <circle cx="32" cy="32" r="31" className="fill-petrol-800" />
      <path d="M8 44a28 28 0 0 0 48 0" stroke="#ffab4c" strokeWidth="2" fill="none" />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        className="fill-steel-50 font-display"
        fontSize="22"
        fontWeight="600"
      >
        {initials}
      </text>
    </svg>
  );
}
