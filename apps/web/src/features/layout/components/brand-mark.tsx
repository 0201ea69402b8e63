/** Veltrum's mark: a V folded into a loop, drawn once here and reused in header and footer. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="40" height="40" rx="7" fill="currentColor" className="text-petrol-700" />
      <path d="M9 10h6l5 14 5-14h6l-8.5 21h-5z" className="fill-signal-400" />
      <path d="M8 33h24" stroke="#b0bcc2" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
